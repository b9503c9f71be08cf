import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import type { ProgressEvent } from '../engine.ts';
import { EngineInputError, INPUT_ERROR_CODES, type InputErrorCode } from '../errors.ts';
import { childEnv, childExecArgv } from './child-env.ts';
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
  /** Tasks the child runs at once. */
  capacity: number;
};

export type WorkerLimits = { timeLimitMs: number; memoryBytes: number };

export type RunningTask = {
  task: PoolTask;
  limits: WorkerLimits;
  onProgress?: (event: ProgressEvent) => void;
  resolve: (output: PoolTaskOutput[PoolTaskKind]) => void;
  reject: (error: Error) => void;
  /**
   * Run in a child with no other task: it was running beside others when their child passed the memory
   * cap or died, and only a run on its own can tell whether it was the cause.
   */
  alone?: boolean;
};

type Started = { running: RunningTask; timer: NodeJS.Timeout };

function fromWire(error: WireError): Error {
  if (error.name === 'EngineInputError' && INPUT_ERROR_CODES.includes(error.code as InputErrorCode))
    return new EngineInputError(error.code as InputErrorCode, error.message);
  return Object.assign(new Error(error.message), { name: error.name, code: error.code });
}

const memoryLimitError = (limit: number) =>
  new EngineLimitError(
    'memory_limit',
    `The engine needed more memory than the limit of ${Math.round(limit / MB)} MB.`,
  );

/**
 * One child process of the pool and the tasks it runs (up to `capacity` at once). The V8 heap is
 * capped by a start flag; the whole process (native canvas and image buffers included) is capped by
 * polling its resident memory from here, and each task's time limit is a timer here too: a child
 * stuck in native code cannot be asked to stop, only killed. A killed or dead child is never reused;
 * the pool starts another.
 *
 * When a child that runs several tasks must be killed, only the task known to be at fault fails: the
 * one past its time limit. Resident memory belongs to the process, not to a task, so a child past its
 * memory cap, or one that died, fails a task only when it ran that task alone; otherwise each of its
 * tasks is handed back (`orphans`) to be run again alone, where the cap is the whole child's.
 */
export class WorkerProcess {
  private readonly child: ChildProcess;
  private readonly tasks = new Map<number, Started>();
  private nextId = 1;
  private reportedRss = 0;
  private peak = 0;
  private readonly memoryPoll: NodeJS.Timeout;
  private alive = true;
  private settling = 0;
  private draining = false;
  /** Tasks of this child that did not fail with it, to be run again by another. */
  readonly orphans: RunningTask[] = [];
  /** Settles when the child process has exited. */
  readonly exited: Promise<void>;

  private readonly onGone: (worker: WorkerProcess) => void;
  private readonly onIdle: (worker: WorkerProcess) => void;

  private readonly memoryBytes: number;
  private readonly recycleBytes: number;
  private readonly capacity: number;
  private recycledFlag = false;

  constructor(
    options: WorkerOptions,
    onGone: (worker: WorkerProcess) => void,
    onIdle: (worker: WorkerProcess) => void,
  ) {
    const { settings, memoryBytes, recycleBytes, niceness, capacity } = options;
    this.onGone = onGone;
    this.onIdle = onIdle;
    this.memoryBytes = memoryBytes;
    this.recycleBytes = recycleBytes;
    this.capacity = capacity;
    this.child = fork(CHILD_ENTRY, [], {
      execArgv: childExecArgv(memoryBytes / MB),
      serialization: 'advanced',
      env: childEnv(process.env),
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
    return this.tasks.size > 0 || this.settling > 0;
  }

  /** Cores its running tasks hold: a document what the pool granted it, any other task one. */
  get cores(): number {
    let held = 0;
    for (const { running } of this.tasks.values())
      held += running.task.kind === 'process' ? (running.task.options.cores ?? 1) : 1;
    return held;
  }

  get usable(): boolean {
    return this.alive;
  }

  /** Whether `running` may start here now. */
  accepts(running: RunningTask): boolean {
    if (!this.alive || this.draining || this.settling > 0) return false;
    if (running.alone) return this.tasks.size === 0;
    const isolated = [...this.tasks.values()].some((t) => t.running.alone);
    return !isolated && this.tasks.size < this.capacity;
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
    const timer = setTimeout(() => {
      const seconds = Math.round(running.limits.timeLimitMs / 1000);
      this.fail(
        id,
        new EngineLimitError('time_limit', `The engine took longer than the limit of ${seconds} seconds.`),
      );
    }, running.limits.timeLimitMs);
    this.tasks.set(id, { running, timer });
    this.child.send({ type: 'task', id, task: running.task });
  }

  /** Kills the child; every task it was running fails with `error`. */
  stop(error: Error): void {
    for (const running of this.finishAll()) running.reject(error);
    this.kill();
  }

  kill(): void {
    if (!this.alive) return;
    this.alive = false;
    clearInterval(this.memoryPoll);
    this.child.kill('SIGKILL');
  }

  /** Kills the child for task `id`'s fault: it fails with `error`, the others are handed back. */
  private fail(id: number, error: Error) {
    const culprit = this.finish(id);
    this.orphans.push(...this.finishAll());
    culprit?.reject(error);
    this.kill();
  }

  /** The child went wrong with no task to blame: one task run alone fails, several are run again alone. */
  private failAll(error: Error) {
    const running = this.finishAll();
    if (running.length === 1 || running.some((r) => r.alone)) for (const r of running) r.reject(error);
    else this.orphans.push(...running.map((r) => ({ ...r, alone: true })));
    this.kill();
  }

  private finish(id: number): RunningTask | null {
    const started = this.tasks.get(id);
    if (!started) return null;
    clearTimeout(started.timer);
    this.tasks.delete(id);
    return started.running;
  }

  private finishAll(): RunningTask[] {
    return [...this.tasks.keys()].flatMap((id) => this.finish(id) ?? []);
  }

  private onMessage(message: ChildMessage) {
    if (message.type === 'memory') {
      this.reportedRss = message.rss;
      return;
    }
    if (message.type === 'ready') return;
    if (message.type === 'progress') {
      this.tasks.get(message.id)?.running.onProgress?.(message.event);
      return;
    }
    const running = this.finish(message.id);
    if (!running) return;
    if (message.type === 'done') running.resolve(message.output);
    else running.reject(fromWire(message.error));
    this.settling++;
    void this.reuseOrRecycle();
  }

  private async reuseOrRecycle() {
    const rss = this.child.pid === undefined ? null : await residentBytes(this.child.pid);
    this.settling--;
    if (!this.alive) return;
    // Past the threshold the child takes no new task and is replaced once its last one ends.
    if ((rss ?? this.reportedRss) > this.recycleBytes) this.draining = true;
    if (this.draining && this.tasks.size === 0) {
      this.recycledFlag = true;
      this.kill();
    } else this.onIdle(this);
  }

  private async checkMemory() {
    const pid = this.child.pid;
    if (!pid || !this.alive) return;
    const rss = (await residentBytes(pid)) ?? this.reportedRss;
    this.peak = Math.max(this.peak, rss);
    if (this.tasks.size === 0) return;
    const limit = Math.max(...[...this.tasks.values()].map((t) => t.running.limits.memoryBytes));
    if (rss > limit) this.failAll(memoryLimitError(limit));
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null) {
    // V8 aborts when the heap cap is reached.
    const outOfMemory = signal === 'SIGABRT' || code === 134;
    if (this.tasks.size > 0)
      this.failAll(
        outOfMemory
          ? memoryLimitError(this.memoryBytes)
          : new EngineLimitError(
              'worker_exited',
              `The engine worker stopped unexpectedly (${signal ?? `exit code ${code}`}).`,
            ),
      );
    this.alive = false;
    clearInterval(this.memoryPoll);
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
