/**
 * The thread an engine's ONNX sessions live on (`onnx-thread.ts`). onnxruntime-node runs a session
 * synchronously on the thread that calls it; here that is this thread, so the engine's own thread goes
 * on with another document's work meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import type { Request, Response, WireTensor } from './onnx-thread.ts';
import { onnxRuntime } from './onnxruntime.ts';

const port = parentPort;
if (!port) throw new Error('onnx-thread-worker.ts runs as a worker thread.');
const sessions = new Map<number, InferenceSession>();

function wire(tensor: Tensor): WireTensor {
  return { type: tensor.type, data: tensor.data as WireTensor['data'], dims: [...tensor.dims] };
}

async function answer(request: Request): Promise<Response> {
  const ort = await onnxRuntime();
  switch (request.type) {
    case 'open': {
      const session = await ort.InferenceSession.create(new Uint8Array(request.bytes), request.options);
      sessions.set(request.session, session);
      return { id: request.id, ok: true, inputNames: session.inputNames, outputNames: session.outputNames };
    }
    case 'run': {
      const session = sessions.get(request.session);
      if (!session) throw new Error(`No ONNX session ${request.session}.`);
      const feeds = Object.fromEntries(
        Object.entries(request.feeds).map(([name, t]) => [name, new ort.Tensor(t.type, t.data, t.dims)]),
      ) as InferenceSession.FeedsType;
      const output = await session.run(feeds);
      return {
        id: request.id,
        ok: true,
        outputs: Object.fromEntries(Object.entries(output).map(([name, t]) => [name, wire(t)])),
      };
    }
  }
}

port.on('message', (request: Request) => {
  answer(request).then(
    (response) => {
      const buffers = response.outputs
        ? Object.values(response.outputs).map((t) => t.data.buffer as ArrayBuffer)
        : [];
      port.postMessage(response, buffers);
    },
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies Response),
  );
});
