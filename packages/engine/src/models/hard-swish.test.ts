import fs from 'node:fs';
import ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { fuseHardSwish } from './hard-swish.ts';
import { readFields, text } from './onnx-proto.ts';
import { paddleModelFiles } from './paddle-models.ts';

/** The op types of a model's graph, counted. */
function opCounts(model: Uint8Array): Record<string, number> {
  const graph = readFields(model).find((f) => f.no === 7);
  const counts: Record<string, number> = {};
  for (const node of readFields(graph?.bytes ?? new Uint8Array()).filter((f) => f.no === 1)) {
    const op = text(readFields(node.bytes).find((f) => f.no === 4)?.bytes ?? new Uint8Array());
    counts[op] = (counts[op] ?? 0) + 1;
  }
  return counts;
}

/** A fixed pseudo-random input in the models' range (-1..1 after normalisation, roughly). */
function input(dims: number[]): Float32Array {
  const data = new Float32Array(dims.reduce((a, b) => a * b, 1));
  let seed = 7;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = (seed % 2000) / 1000 - 1;
  }
  return data;
}

async function run(model: Uint8Array, dims: number[]): Promise<Float32Array> {
  const session = await ort.InferenceSession.create(model, { intraOpNumThreads: 1, enableCpuMemArena: false });
  try {
    const output = await session.run({
      [session.inputNames[0] as string]: new ort.Tensor('float32', input(dims), dims),
    });
    return output[session.outputNames[0] as string]?.data as Float32Array;
  } finally {
    await session.release();
  }
}

const maxDifference = (a: Float32Array, b: Float32Array) =>
  a.reduce((max, v, i) => Math.max(max, Math.abs(v - (b[i] as number))), 0);

describe('fuseHardSwish', () => {
  const files = paddleModelFiles();

  it('leaves the recogniser no written-out hard-swish, and its probabilities the same up to rounding', async () => {
    const original = fs.readFileSync(files.recogniser);
    const fused = fuseHardSwish(original);
    expect(fused.swishes).toBeGreaterThan(0);
    const before = opCounts(original);
    const after = opCounts(fused.model);
    expect(after.Clip ?? 0).toBe(0);
    expect(after.HardSigmoid).toBe((before.HardSigmoid ?? 0) + fused.swishes);
    expect((after.Mul ?? 0) + (after.Add ?? 0) + (after.Div ?? 0)).toBeLessThan(
      (before.Mul ?? 0) + (before.Add ?? 0) + (before.Div ?? 0) - 4 * fused.swishes,
    );
    const dims = [2, 3, 48, 320];
    const [a, b] = await Promise.all([run(original, dims), run(fused.model, dims)]);
    expect(b).toHaveLength(a.length);
    expect(maxDifference(a, b)).toBeLessThan(1e-4);
  });

  it('rewrites the detector (clip bounds as inputs) to the same probability map up to rounding', async () => {
    const original = fs.readFileSync(files.detector);
    const fused = fuseHardSwish(original);
    expect(fused.folded).toBeGreaterThan(fused.swishes);
    expect(fused.swishes).toBeGreaterThan(0);
    const dims = [1, 3, 160, 224];
    const [a, b] = await Promise.all([run(original, dims), run(fused.model, dims)]);
    expect(maxDifference(a, b)).toBeLessThan(1e-4);
  });

  it('returns a model without the pattern unchanged', () => {
    const empty = new Uint8Array([0x08, 0x08]);
    expect(fuseHardSwish(empty)).toEqual({ model: empty, folded: 0, swishes: 0 });
  });
});
