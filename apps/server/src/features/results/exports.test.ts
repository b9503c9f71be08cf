import type { DocumentResult } from '@docread/contracts';
import { EngineLimitError, type EnginePool } from '@docread/engine/pool';
import { describe, expect, it } from 'vitest';
import { renderExport } from './exports.ts';

const result = { fields: {}, lists: {}, pages: [] } as unknown as DocumentResult;
const original = async () => Buffer.from('%PDF-1.7');

function engineThat(fail?: Error) {
  const asked: string[] = [];
  const engine: Pick<EnginePool, 'toSearchablePdf' | 'toXlsx'> = {
    toSearchablePdf: async () => {
      asked.push('pdf');
      if (fail) throw fail;
      return Buffer.from('pdf');
    },
    toXlsx: async () => {
      asked.push('xlsx');
      if (fail) throw fail;
      return Buffer.from('xlsx');
    },
  };
  return { engine, asked };
}

const uncorrected = { corrections: {}, originalFields: {} };

describe('exports', () => {
  it('asks the engine pool for the searchable PDF and XLSX, and writes JSON and CSV itself', async () => {
    const { engine, asked } = engineThat();
    for (const format of ['json', 'csv', 'xlsx', 'pdf'] as const)
      expect((await renderExport(format, result, original, engine, uncorrected)).extension).toBe(format);
    expect(asked).toEqual(['xlsx', 'pdf']);
  });

  it('raises a conflict (409) when the export runs past its limits, and unavailable (503) to retry when the pool is closing', async () => {
    const limited = engineThat(
      new EngineLimitError('time_limit', 'The engine took longer than the limit of 120 seconds.'),
    );
    await expect(renderExport('pdf', result, original, limited.engine, uncorrected)).rejects.toMatchObject({
      code: 'conflict',
      message: 'The export could not be made: The engine took longer than the limit of 120 seconds.',
    });
    const closing = engineThat(new EngineLimitError('pool_closed', 'The engine pool is closed.'));
    await expect(renderExport('xlsx', result, original, closing.engine, uncorrected)).rejects.toMatchObject({
      code: 'unavailable',
      retryAfterSeconds: 5,
    });
  });
});
