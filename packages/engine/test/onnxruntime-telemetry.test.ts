import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('onnxruntime as the engine loads it', () => {
  it('leaves nothing behind: no usage database in the home folder, no log in the temp folder', async () => {
    const home = await fs.mkdtemp(path.join(os.tmpdir(), 'docread-home-'));
    const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'docread-temp-'));
    try {
      const script = `
        const { onnxRuntime } = await import(${JSON.stringify(path.join(import.meta.dirname, '../src/models/onnxruntime.ts'))});
        const { LATIN_LINE_MODEL } = await import(${JSON.stringify(path.join(import.meta.dirname, '../src/models/latin-line-model.ts'))});
        const ort = await onnxRuntime();
        const session = await ort.InferenceSession.create(LATIN_LINE_MODEL);
        await session.run({ [session.inputNames[0]]: new ort.Tensor('float32', new Float32Array(32 * 64), [1, 1, 32, 64]) });
        await session.release();`;
      const { ORT_DISABLE_TELEMETRY: _, ...inherited } = process.env;
      const env = { ...inherited, HOME: home, TMPDIR: temp, XDG_CACHE_HOME: path.join(home, '.cache') };
      await run(process.execPath, ['--input-type=module', '-e', script], { env });
      expect(await fs.readdir(home)).toEqual([]);
      expect(await fs.readdir(temp)).toEqual([]);
    } finally {
      await fs.rm(home, { recursive: true, force: true });
      await fs.rm(temp, { recursive: true, force: true });
    }
  });
});
