/**
 * An engine's ONNX sessions on a thread of their own. onnxruntime-node runs a session synchronously on
 * the calling thread, so in a pool child reading two documents at once, one document's network runs
 * stopped the other's JavaScript (cropping, decoding, extraction) for their whole length; on their own
 * thread they overlap (docs/decisions/0362-onnx-runs-on-a-thread-of-their-own.md).
 */
import { Worker } from 'node:worker_threads';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import type { OnnxModel } from './onnx-model.ts';
import { onnxRuntime } from './onnxruntime.ts';

export type WireTensor = {
  type: Tensor.Type;
  data: Float32Array | Int32Array | BigInt64Array | Uint8Array;
  dims: number[];
};

export type Request =
  | {
      id: number;
      type: 'open';
      session: number;
      bytes: ArrayBuffer;
      options: InferenceSession.SessionOptions;
    }
  | { id: number; type: 'run'; session: number; feeds: Record<string, WireTensor> };

type Unsent = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

export type Response = {
  id: number;
  ok: boolean;
  error?: string;
  inputNames?: readonly string[];
  outputNames?: readonly string[];
  outputs?: Record<string, WireTensor>;
};

export type OnnxThread = {
  /** A session of the model in `bytes` (handed over: the caller no longer reads it). */
  open: (bytes: Uint8Array, options: InferenceSession.SessionOptions) => Promise<OnnxModel>;
  close: () => Promise<void>;
};

/** A thread for a set of sessions, started on the first `open`. */
export function createOnnxThread(): OnnxThread {
  let worker: Worker | undefined;
  let nextId = 0;
  let nextSession = 0;
  const pending = new Map<number, { resolve: (r: Response) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    worker = undefined;
  };
  const start = () => {
    // The telemetry switch is read when the library loads, and a worker copies the environment it starts with.
    process.env.ORT_DISABLE_TELEMETRY ??= '1';
    // Without flags of its parent's: a worker refuses V8's heap flags (a pool child's) and `--input-type`
    // (a script passed as a string), and needs none to run sessions.
    const w = new Worker(new URL('./onnx-thread-worker.ts', import.meta.url), { execArgv: [] });
    w.unref();
    w.on('message', (response: Response) => {
      const waiting = pending.get(response.id);
      if (!waiting) return;
      pending.delete(response.id);
      if (!pending.size) w.unref();
      if (response.ok) waiting.resolve(response);
      else waiting.reject(new Error(response.error));
    });
    w.on('error', (error) => failAll(error));
    w.on('exit', (code) => {
      if (worker === w) failAll(new Error(`The ONNX thread ended (exit code ${code}).`));
    });
    return w;
  };
  const ask = (request: Unsent, transfer: ArrayBuffer[] = []): Promise<Response> => {
    worker ??= start();
    const w = worker;
    const id = nextId++;
    return new Promise<Response>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      // A run waited on keeps the process alive; an idle thread does not.
      w.ref();
      w.postMessage({ ...request, id }, transfer);
    });
  };

  return {
    open: async (bytes, options) => {
      const session = nextSession++;
      const buffer =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
          ? (bytes.buffer as ArrayBuffer)
          : (bytes.slice().buffer as ArrayBuffer);
      const opened = await ask({ type: 'open', session, bytes: buffer, options }, [buffer]);
      const ort = await onnxRuntime();
      const run = async (feeds: InferenceSession.FeedsType) => {
        const wired = Object.fromEntries(
          Object.entries(feeds).map(([name, t]) => {
            const tensor = t as Tensor;
            return [name, { type: tensor.type, data: tensor.data, dims: [...tensor.dims] } as WireTensor];
          }),
        );
        // Inputs are handed over, not copied: every caller builds a fresh tensor for each run.
        const buffers = Object.values(wired).map((t) => t.data.buffer as ArrayBuffer);
        const answer = await ask({ type: 'run', session, feeds: wired }, buffers);
        return Object.fromEntries(
          Object.entries(answer.outputs ?? {}).map(([name, t]) => [
            name,
            new ort.Tensor(t.type, t.data, t.dims),
          ]),
        ) as InferenceSession.ReturnType;
      };
      return {
        inputNames: opened.inputNames ?? [],
        outputNames: opened.outputNames ?? [],
        run: run as InferenceSession['run'],
      };
    },
    close: async () => {
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  };
}
