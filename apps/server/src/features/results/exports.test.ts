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

  it('writes one table as its grid of CSV on request, and only as CSV', async () => {
    const { engine } = engineThat();
    const cell = (row: number, column: number, text: string, columnSpan = 1) => ({
      row,
      column,
      rowSpan: 1,
      columnSpan,
      text,
      bbox: null,
      confidence: 1,
    });
    const withTables = {
      ...result,
      tables: [
        {
          page: 1,
          bbox: { x: 0, y: 0, w: 1, h: 1 },
          rows: 2,
          columns: 3,
          headerRows: [0],
          cells: [
            cell(0, 0, 'Region'),
            cell(0, 1, 'Sales, "net"', 2),
            cell(1, 0, 'North'),
            cell(1, 2, '1,350'),
          ],
          confidence: 1,
        },
      ],
    } as DocumentResult;
    const csv = await renderExport('csv', withTables, original, engine, uncorrected, undefined, 1);
    expect(csv.body.toString('utf8')).toBe('\uFEFFRegion,"Sales, ""net""",\r\nNorth,,"1,350"\r\n');
    await expect(
      renderExport('csv', withTables, original, engine, uncorrected, undefined, 2),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      renderExport('xlsx', withTables, original, engine, uncorrected, undefined, 1),
    ).rejects.toMatchObject({ code: 'validation_failed' });
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
