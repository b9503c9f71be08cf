import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineInputError } from '../errors.ts';
import { EngineLimitError } from './errors.ts';
import { createEnginePool, type EnginePool } from './pool.ts';

async function textPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Invoice 1042 from Example Supplies Ltd', { x: 72, y: 760, size: 18, font });
  page.drawText('Total due 480.00', { x: 72, y: 720, size: 18, font });
  return Buffer.from(await pdf.save());
}

/** One page of `paths` tiny filled squares: slow to render, and with no text layer. */
async function heavyPdf(size: [number, number], paths: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage(size);
  const ops: string[] = [];
  for (let i = 0; i < paths; i++) ops.push(`${(i * 7) % size[0]} ${(i * 13) % size[1]} 0.8 0.8 re f`);
  page.node.set(PDFName.of('Contents'), pdf.context.register(pdf.context.flateStream(ops.join('\n'))));
  return Buffer.from(await pdf.save());
}

const pools: EnginePool[] = [];
function pool(options: Parameters<typeof createEnginePool>[0]): EnginePool {
  const created = createEnginePool(options);
  pools.push(created);
  return created;
}
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('engine pool', () => {
  it('makes page images in a child process and passes typed input errors back', async () => {
    const engine = pool({ size: 1 });
    const png = await engine.pageImage(await textPdf(), {
      fileType: 'application/pdf',
      number: 1,
      rotation: 90,
    });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1286, 909]);
    const missing = engine.pageImage(await textPdf(), {
      fileType: 'application/pdf',
      number: 2,
      rotation: 0,
    });
    await expect(missing).rejects.toBeInstanceOf(EngineInputError);
    await expect(missing).rejects.toMatchObject({ code: 'empty' });
  });

  it('processes a document in a child and relays its progress', async () => {
    const engine = pool({ size: 1 });
    const events: string[] = [];
    const result = await engine.process(await textPdf(), {
      onProgress: (e) => events.push(e.stage === 'page' ? `page ${e.page}/${e.pageCount}` : e.stage),
    });
    expect(result.pages).toHaveLength(1);
    expect(result.text).toContain('Invoice 1042');
    expect(events).toContain('page 1/1');
    expect(events.at(-1)).toBe('done');
  });

  it('refuses an image above the pixel cap before decoding it', async () => {
    const engine = pool({ size: 1, maxPixelsPerPage: 1_000_000 });
    const big = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await expect(
      engine.pageImage(big, { fileType: 'image/png', number: 1, rotation: 0 }),
    ).rejects.toMatchObject({ name: 'EngineInputError', code: 'too_many_pixels' });
  });

  it('kills a child that passes its time limit, fails the task clearly and carries on with a new child', async () => {
    const engine = pool({ size: 1 });
    await engine.pageImage(await textPdf(), { fileType: 'application/pdf', number: 1, rotation: 0 });
    const [firstChild] = engine.stats().pids;
    const slow = engine.pageImage(
      await heavyPdf([595, 842], 200_000),
      { fileType: 'application/pdf', number: 1, rotation: 0 },
      { timeLimitMs: 20 },
    );
    await expect(slow).rejects.toBeInstanceOf(EngineLimitError);
    await expect(slow).rejects.toMatchObject({ code: 'time_limit' });
    const png = await engine.pageImage(await textPdf(), {
      fileType: 'application/pdf',
      number: 1,
      rotation: 0,
    });
    expect((await sharp(png).metadata()).format).toBe('png');
    expect(engine.stats().workers).toBe(1);
    expect(engine.stats().pids).not.toContain(firstChild);
  });

  it('kills a child that passes its memory cap (a huge MediaBox) and fails the task clearly', async () => {
    const engine = pool({ size: 1, memoryMb: 350, maxPixelsPerPage: 100_000_000 });
    const huge = engine.pageImage(await heavyPdf([14_400, 14_400], 10), {
      fileType: 'application/pdf',
      number: 1,
      rotation: 0,
    });
    await expect(huge).rejects.toMatchObject({ name: 'EngineLimitError', code: 'memory_limit' });
    const png = await engine.pageImage(await textPdf(), {
      fileType: 'application/pdf',
      number: 1,
      rotation: 0,
    });
    expect((await sharp(png).metadata()).format).toBe('png');
  });

  it('runs tasks side by side, one per child', async () => {
    const engine = pool({ size: 2, documentsPerChild: 1 });
    const heavy = await heavyPdf([595, 842], 100_000);
    const page = { fileType: 'application/pdf', number: 1, rotation: 0 };
    const running = [engine.pageImage(heavy, page), engine.pageImage(heavy, page)];
    expect(engine.stats()).toMatchObject({ workers: 2, busy: 2, queued: 0 });
    await Promise.all(running);
    expect(engine.stats().workers).toBe(2);
  });

  it('runs several tasks side by side in one child when asked to', async () => {
    const engine = pool({ documentsPerChild: 2, size: 1 });
    const heavy = await heavyPdf([595, 842], 100_000);
    const page = { fileType: 'application/pdf', number: 1, rotation: 0 };
    const running = [
      engine.pageImage(heavy, page),
      engine.pageImage(heavy, page),
      engine.pageImage(heavy, page),
    ];
    expect(engine.stats()).toMatchObject({ size: 1, workers: 1, busy: 1, queued: 1 });
    for (const png of await Promise.all(running)) expect((await sharp(png).metadata()).format).toBe('png');
    expect(engine.stats().workers).toBe(1);
  });

  it('fails only the task past its time limit and runs the one beside it again', async () => {
    const engine = pool({ documentsPerChild: 2, size: 1 });
    const page = { fileType: 'application/pdf', number: 1, rotation: 0 };
    const innocent = engine.pageImage(await heavyPdf([595, 842], 100_000), page);
    const slow = engine.pageImage(await heavyPdf([595, 842], 200_000), page, { timeLimitMs: 500 });
    const [firstChild] = engine.stats().pids;
    await expect(slow).rejects.toMatchObject({ name: 'EngineLimitError', code: 'time_limit' });
    expect((await sharp(await innocent).metadata()).format).toBe('png');
    expect(engine.stats().pids).not.toContain(firstChild);
  });

  it('runs the tasks of a child past its memory cap again alone, failing only the one at fault', async () => {
    const engine = pool({ documentsPerChild: 2, size: 1, memoryMb: 350, maxPixelsPerPage: 100_000_000 });
    const page = { fileType: 'application/pdf', number: 1, rotation: 0 };
    const innocent = engine.pageImage(await heavyPdf([595, 842], 30_000), page);
    const huge = engine.pageImage(await heavyPdf([14_400, 14_400], 10), page);
    await expect(huge).rejects.toMatchObject({ name: 'EngineLimitError', code: 'memory_limit' });
    expect((await sharp(await innocent).metadata()).format).toBe('png');
  });

  it('puts page images and exports ahead of queued documents', async () => {
    const engine = pool({ size: 1, documentsPerChild: 1 });
    const order: string[] = [];
    const track = <T>(label: string, p: Promise<T>) => p.then(() => order.push(label));
    const page = { fileType: 'application/pdf', number: 1, rotation: 0 };
    const first = track('first', engine.pageImage(await heavyPdf([595, 842], 100_000), page));
    const document = track('document', engine.process(await textPdf()));
    const image = track('image', engine.pageImage(await textPdf(), page));
    expect(engine.stats().queued).toBe(2);
    await Promise.all([first, document, image]);
    expect(order).toEqual(['first', 'image', 'document']);
  });

  it('writes a sheet of plain rows as a workbook in a child: numbers, ISO dates as dates, right to left', async () => {
    const engine = pool({ size: 1, warm: false });
    const body = await engine.toSheetXlsx({
      name: 'Documents',
      rightToLeft: true,
      columns: ['file_name', 'document_date', 'total'],
      rows: [
        ['חשבונית.pdf', '2026-03-04', 1170.5],
        ['later.png', null, null],
      ],
      dateColumns: [1],
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Documents')!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).values).toEqual([undefined, 'file_name', 'document_date', 'total']);
    expect(sheet.getCell('A2').value).toBe('חשבונית.pdf');
    expect(sheet.getCell('B2').value).toEqual(new Date('2026-03-04T00:00:00Z'));
    expect(sheet.getCell('C2').value).toBe(1170.5);
    expect(sheet.getCell('B3').value).toBeNull();
  });

  it('fails queued and running tasks when closed', async () => {
    const engine = createEnginePool({ size: 1 });
    const heavy = await heavyPdf([595, 842], 100_000);
    const page = { fileType: 'application/pdf', number: 1, rotation: 0 };
    const tasks = Promise.allSettled([engine.pageImage(heavy, page), engine.pageImage(heavy, page)]);
    await engine.close();
    for (const outcome of await tasks)
      expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'pool_closed' } });
    await expect(engine.toXlsx({} as never)).rejects.toMatchObject({ code: 'pool_closed' });
  });

  it('leaves no child behind when the process that owns the pool is killed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'docread-pool-orphan-'));
    const heavy = path.join(dir, 'heavy.pdf');
    await writeFile(heavy, await heavyPdf([595, 842], 100_000));
    const script = path.join(dir, 'owner.ts');
    await writeFile(
      script,
      `import { readFileSync } from 'node:fs';
      import { createEnginePool } from ${JSON.stringify(path.join(import.meta.dirname, 'pool.ts'))};
      const pool = createEnginePool({ size: 1 });
      const page = { fileType: 'application/pdf', number: 1, rotation: 0 };
      const work = pool.pageImage(readFileSync(${JSON.stringify(heavy)}), page);
      process.stdout.write(pool.stats().pids.join(',') + '\\n');
      await work;`,
    );
    const owner = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'ignore'] });
    const childPid = await new Promise<number>((resolve) =>
      owner.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
    );
    expect(childPid).toBeGreaterThan(0);
    expect(() => process.kill(childPid, 0)).not.toThrow();
    owner.kill('SIGKILL');
    const alive = () => {
      try {
        process.kill(childPid, 0);
        return true;
      } catch {
        return false;
      }
    };
    while (alive()) await new Promise((r) => setTimeout(r, 100));
    expect(alive()).toBe(false);
    await rm(dir, { recursive: true, force: true });
  });
});
