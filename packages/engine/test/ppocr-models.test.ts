import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import checksums from '../models/ppocr/checksums.json' with { type: 'json' };
import { withFewerPasses } from '../models/ppocr/rewrite/fewer-passes.ts';
import { fuseHardSwish } from '../models/ppocr/rewrite/hard-swish.ts';
import { graphNodes, indexGraph, type Node } from '../models/ppocr/rewrite/onnx-graph.ts';
import { foldTrailingBiases } from '../models/ppocr/rewrite/trailing-bias.ts';
import { onnxRuntime } from '../src/models/onnxruntime.ts';
import { paddleModelFiles, paddleSourceFiles, REWRITTEN } from '../src/models/paddle-models.ts';

function opCounts(nodes: readonly Node[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const node of nodes) counts[node.op] = (counts[node.op] ?? 0) + 1;
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
  const ort = await onnxRuntime();
  const session = await ort.InferenceSession.create(model, {
    intraOpNumThreads: 1,
    enableCpuMemArena: false,
  });
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

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('PP-OCR models with fewer passes', () => {
  const files = paddleSourceFiles();

  it('are what the engine opens, committed with the checksums their recipe writes', () => {
    expect(paddleModelFiles()).toMatchObject(REWRITTEN);
    for (const pick of ['detector', 'recogniser'] as const) {
      const recorded = checksums[path.basename(REWRITTEN[pick]) as keyof typeof checksums];
      const original = fs.readFileSync(files[pick]);
      expect(sha256(original)).toBe(recorded.fromSha256);
      expect(sha256(fs.readFileSync(REWRITTEN[pick]))).toBe(recorded.sha256);
      expect(sha256(withFewerPasses(original))).toBe(recorded.sha256);
    }
  });

  it('leaves the recogniser no written-out hard-swish and no bias before a convolution', () => {
    const { nodes } = graphNodes(fs.readFileSync(files.recogniser));
    const swish = fuseHardSwish(nodes);
    expect(swish.swishes).toBeGreaterThan(0);
    const before = opCounts(nodes);
    const after = opCounts(swish.nodes);
    expect(after.Clip ?? 0).toBe(0);
    expect(after.HardSigmoid).toBe((before.HardSigmoid ?? 0) + swish.swishes);
    // Eight element-wise ops per block become three (HardSigmoid, Mul, Add).
    const elementWise = (c: Record<string, number>) =>
      (c.Mul ?? 0) + (c.Add ?? 0) + (c.Div ?? 0) + (c.Clip ?? 0);
    expect(elementWise(after)).toBe(elementWise(before) - 6 * swish.swishes);
    const biases = foldTrailingBiases(swish.nodes);
    expect(biases.folded).toBeGreaterThan(0);
    expect(biases.converted).toBeGreaterThan(0);
    const { producer, scalar } = indexGraph(biases.nodes);
    const biasBeforeConv = biases.nodes.filter((n) => {
      const add = n.op === 'Conv' ? producer.get(n.inputs[0] as string) : undefined;
      return add?.op === 'Add' && add.inputs.some((i) => scalar(i) !== undefined);
    });
    expect(biasBeforeConv).toEqual([]);
  });

  it("computes the recogniser's probabilities as before, up to float rounding", async () => {
    const original = fs.readFileSync(files.recogniser);
    const dims = [2, 3, 48, 320];
    const [a, b] = await Promise.all([run(original, dims), run(fs.readFileSync(REWRITTEN.recogniser), dims)]);
    expect(b).toHaveLength(a.length);
    expect(maxDifference(a, b)).toBeLessThan(1e-4);
  });

  it("computes the detector's probability map (clip bounds as inputs) as before, up to float rounding", async () => {
    const original = fs.readFileSync(files.detector);
    const swish = fuseHardSwish(graphNodes(original).nodes);
    expect(swish.folded).toBeGreaterThan(swish.swishes);
    expect(swish.swishes).toBeGreaterThan(0);
    const dims = [1, 3, 160, 224];
    const [a, b] = await Promise.all([run(original, dims), run(fs.readFileSync(REWRITTEN.detector), dims)]);
    expect(maxDifference(a, b)).toBeLessThan(1e-4);
  });

  it('returns a model without the pattern as it was, and refuses one it cannot parse', () => {
    const plain = new Uint8Array([0x08, 0x08]);
    expect(withFewerPasses(plain)).toBe(plain);
    expect(() => withFewerPasses(new Uint8Array([0x3a, 0x10, 0x0a]))).toThrow();
  });
});
