import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { LATIN_LINE_MODEL } from '../src/models/latin-line-model.ts';
import { createOnnxThread } from '../src/models/onnx-thread.ts';
import { onnxRuntime } from '../src/models/onnxruntime.ts';

const run = promisify(execFile);
const OPTIONS = { intraOpNumThreads: 1, graphOptimizationLevel: 'all' } as const;

/** A 32-pixel line of stripes, as the Latin line model reads it. */
function line(width: number): Float32Array {
  const input = new Float32Array(32 * width);
  for (let i = 0; i < input.length; i++) input[i] = (i % width) % 7 < 3 ? 1 : 0;
  return input;
}

describe('ONNX sessions on a thread of their own', () => {
  it('answers a run as the same session does on the calling thread', async () => {
    const ort = await onnxRuntime();
    const here = await ort.InferenceSession.create(LATIN_LINE_MODEL, OPTIONS);
    const thread = createOnnxThread();
    try {
      const model = await thread.open(await fs.readFile(LATIN_LINE_MODEL), OPTIONS);
      expect(model.inputNames).toEqual(here.inputNames);
      expect(model.outputNames).toEqual(here.outputNames);
      const input = (data: Float32Array) => ({
        [here.inputNames[0] as string]: new ort.Tensor('float32', data, [1, 1, 32, 96]),
      });
      const expected = (await here.run(input(line(96))))[here.outputNames[0] as string];
      const got = (await model.run(input(line(96))))[model.outputNames[0] as string];
      expect(got?.dims).toEqual(expected?.dims);
      expect(Array.from(got?.data as Float32Array)).toEqual(Array.from(expected?.data as Float32Array));
    } finally {
      await here.release();
      await thread.close();
    }
  });

  it("passes a failed run's error on to its caller and reads the next run", async () => {
    const ort = await onnxRuntime();
    const thread = createOnnxThread();
    try {
      const model = await thread.open(await fs.readFile(LATIN_LINE_MODEL), OPTIONS);
      const name = model.inputNames[0] as string;
      await expect(
        model.run({ [name]: new ort.Tensor('float32', new Float32Array(10), [1, 10]) }),
      ).rejects.toThrow(/rank|dimension|shape|input/i);
      const output = await model.run({ [name]: new ort.Tensor('float32', line(64), [1, 1, 32, 64]) });
      expect(output[model.outputNames[0] as string]?.dims[0]).toBe(1);
    } finally {
      await thread.close();
    }
  });

  it('does not keep a process alive once its runs are answered', async () => {
    const script = `
      const { createOnnxThread } = await import(${JSON.stringify(path.join(import.meta.dirname, '../src/models/onnx-thread.ts'))});
      const { onnxRuntime } = await import(${JSON.stringify(path.join(import.meta.dirname, '../src/models/onnxruntime.ts'))});
      const { LATIN_LINE_MODEL } = await import(${JSON.stringify(path.join(import.meta.dirname, '../src/models/latin-line-model.ts'))});
      const fs = await import('node:fs/promises');
      const ort = await onnxRuntime();
      const model = await createOnnxThread().open(await fs.readFile(LATIN_LINE_MODEL), {});
      const output = await model.run({ [model.inputNames[0]]: new ort.Tensor('float32', new Float32Array(32 * 64), [1, 1, 32, 64]) });
      console.log(output[model.outputNames[0]].dims.length);`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      timeout: 60_000,
    });
    expect(stdout.trim()).toBe('3');
  });
});
