import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import type { ProgressEvent } from '../engine.ts';
import { EngineInputError, INPUT_ERROR_CODES, type InputErrorCode } from '../errors.ts';
import { EngineLimitError } from './errors.ts';
import { residentBytes } from './memory.ts';
import type {
  ChildMessage,
  ChildSettings,
  PoolTask,
  PoolTaskKind,
  PoolTaskOutput,
  WireError,
} from './protocol.ts';

const CHILD_ENTRY = new URL('./child.ts', import.meta.url);
const MEMORY_POLL_MS = 200;
const MB = 1024 * 1024;

export type WorkerOptions = {
  settings: ChildSettings;
  memoryBytes: number;
  /**
   * A child that ends a task above this resident memory is replaced rather than reused: the OCR
   * runtime's WebAssembly memory grows with the largest page it has seen and never shrinks, so the
   * tree would stay at its high-water mark, and the next task would start close to the hard cap.
   */
  recycleBytes: number;
  /** Added to this process's niceness for the child, so work never crowds out the process that serves. */
  niceness: number;
};

export type WorkerLimits = { timeLimitMs: number; memoryBytes: number };

export type RunningTask = {
  task: PoolTask;
  limits: WorkerLimits;
  onProgress?: (event: ProgressEvent) => void;
  resolve: (output: PoolTaskOutput[PoolTaskKind]) => void;
  reject: (error: Error) => void;
};

function fromWire(error: WireError): Error {
  if (error.name === 'EngineInputError' && INPUT_ERROR_CODES.includes(error.code as InputErrorCode))
    return new EngineInputError(error.code as InputErrorCode, error.message);
  return Object.assign(new Error(error.message), { name: error.name, code: error.code });
}

/**
 * One child process of the pool and the one task it runs. The V8 heap is capped by a start flag; the
 * whole process (native canvas and image buffers included) is capped by polling its resident memory
 * from here, and the time limit is a timer here too: a child stuck in native code cannot be asked to
 * stop, only killed. A killed or dead child is never reused; the pool starts another.
 */
export class WorkerProcess {
  private readonly child: ChildProcess;
  private current: { id: number; running: RunningTask; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;
  private reportedRss = 0;
  private peak = 0;
  private readonly memoryPoll: NodeJS.Timeout;
  private alive = true;
  private settling = false;
  /** Settles when the child process has exited. */
  readonly exited: Promise<void>;

  private readonly onGone: (worker: WorkerProcess) => void;
  private readonly onIdle: (worker: WorkerProcess) => void;

  private readonly memoryBytes: number;
  private readonly recycleBytes: number;
  private recycledFlag = false;

  constructor(
    options: WorkerOptions,
    onGone: (worker: WorkerProcess) => void,
    onIdle: (worker: WorkerProcess) => void,
  ) {
    const { settings, memoryBytes, recycleBytes, niceness } = options;
    this.onGone = onGone;
    this.onIdle = onIdle;
    this.memoryBytes = memoryBytes;
    this.recycleBytes = recycleBytes;
    this.child = fork(CHILD_ENTRY, [], {
      execArgv: [`--max-old-space-size=${Math.max(64, Math.floor(memoryBytes / MB))}`],
      serialization: 'advanced',
      // glibc gives each thread (libuv, libvips, onnxruntime, the OCR worker) its own malloc arena,
      // and freed image buffers stay resident in them (docs/engine.md, "Speed and memory").
      env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' },
      // The engine's OCR runtime prints to stdout, which belongs to the caller (the CLI writes results there).
      stdio: ['ignore', 2, 2, 'ipc'],
    });
    this.child.on('message', (message: ChildMessage) => this.onMessage(message));
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.child.on('exit', (code, signal) => this.onExit(code, signal));
    this.child.on('error', () => this.kill());
    if (niceness > 0 && this.child.pid !== undefined) lowerPriority(this.child.pid, niceness);
    this.child.send({ type: 'start', settings });
    this.memoryPoll = setInterval(() => void this.checkMemory(), MEMORY_POLL_MS);
    this.memoryPoll.unref();
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Running a task, or deciding after one whether it may take another. */
  get busy(): boolean {
    return this.current !== null || this.settling;
  }

  get usable(): boolean {
    return this.alive;
  }

  /** Replaced after a task for passing the soft memory threshold. */
  get recycled(): boolean {
    return this.recycledFlag;
  }

  /** Highest resident memory seen, in bytes. */
  get peakBytes(): number {
    return this.peak;
  }

  run(running: RunningTask): void {
    const id = this.nextId++;
    const timer = setTimeout(
      () =>
        this.stop(
          new EngineLimitError(
            'time_limit',
            `The engine took longer than the limit of ${Math.round(running.limits.timeLimitMs / 1000)} seconds.`,
          ),
        ),
      running.limits.timeLimitMs,
    );
    this.current = { id, running, timer };
    this.child.send({ type: 'task', id, task: running.task });
  }

  /** Kills the child; a task it was running fails with `error`. */
  stop(error: Error): void {
    const current = this.finish();
    current?.reject(error);
    this.kill();
  }

  kill(): void {
    if (!this.alive) return;
    this.alive = false;
    clearInterval(this.memoryPoll);
    this.child.kill('SIGKILL');
  }

  private finish(): RunningTask | null {
    if (!this.current) return null;
    const { running, timer } = this.current;
    clearTimeout(timer);
    this.current = null;
    return running;
  }

  private onMessage(message: ChildMessage) {
    if (message.type === 'memory') {
      this.reportedRss = message.rss;
      return;
    }
    if (message.type === 'ready' || !this.current || message.id !== this.current.id) return;
    if (message.type === 'progress') {
      this.current.running.onProgress?.(message.event);
      return;
    }
    const running = this.finish();
    if (!running) return;
    if (message.type === 'done') running.resolve(message.output);
    else running.reject(fromWire(message.error));
    this.settling = true;
    void this.reuseOrRecycle();
  }

  private async reuseOrRecycle() {
    const rss = this.child.pid === undefined ? null : await residentBytes(this.child.pid);
    this.settling = false;
    if (!this.alive) return;
    if ((rss ?? this.reportedRss) > this.recycleBytes) {
      this.recycledFlag = true;
      this.kill();
    } else this.onIdle(this);
  }

  private async checkMemory() {
    const pid = this.child.pid;
    if (!pid || !this.alive) return;
    const rss = (await residentBytes(pid)) ?? this.reportedRss;
    this.peak = Math.max(this.peak, rss);
    const limit = this.current?.running.limits.memoryBytes;
    if (limit !== undefined && rss > limit)
      this.stop(
        new EngineLimitError(
          'memory_limit',
          `The engine needed more memory than the limit of ${Math.round(limit / MB)} MB.`,
        ),
      );
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null) {
    this.alive = false;
    clearInterval(this.memoryPoll);
    const running = this.finish();
    if (running) {
      // V8 aborts when the heap cap is reached.
      const outOfMemory = signal === 'SIGABRT' || code === 134;
      running.reject(
        outOfMemory
          ? new EngineLimitError(
              'memory_limit',
              `The engine needed more memory than the limit of ${Math.round(running.limits.memoryBytes / MB)} MB.`,
            )
          : new EngineLimitError(
              'worker_exited',
              `The engine worker stopped unexpectedly (${signal ?? `exit code ${code}`}).`,
            ),
      );
    }
    this.onGone(this);
  }
}

function lowerPriority(pid: number, niceness: number) {
  try {
    os.setPriority(pid, Math.min(19, os.getPriority() + niceness));
  } catch {
    // Not allowed here (some containers): the child keeps the same priority, which is only slower.
  }
}
