import type { DocumentResult, Line } from '@docread/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../src/engine.ts';
import { toSearchablePdf } from '../src/export/pdf.ts';
import { understand } from '../src/extract/index.ts';
import { coveredByText, imagesToRead, mergeByBottom } from '../src/stages/page-images.ts';
import { logoImage, pdfWithImage, renderPage } from './documents.ts';
import { gridPage } from './extract/fixtures.ts';

let engine: Engine;
beforeAll(() => {
  engine = createEngine();
});
afterAll(async () => {
  await engine.close();
});

const BODY = [
  'INVOICE',
  'Invoice No: INV-2231',
  'Date: 03/02/2025',
  'Bill To: Halden Logistics',
  'Consulting services 1 900.00 900.00',
  'Total: 900.00 EUR',
];

const lines = (r: DocumentResult): Line[] => r.pages.flatMap((p) => p.blocks.flatMap((b) => b.lines));

describe('text drawn as an image on a text-layer page', () => {
  it('is read by OCR, placed where the image stands and marked as OCR', async () => {
    // A logo: one word filling an image 600 × 160 px at 300 DPI (144 × 38 pt), at the top right.
    const logo = await logoImage('TARNWICK', 600, 160);
    const at = { x: 400, y: 20 };
    const result = await engine.process(await pdfWithImage(BODY, logo, at));
    const page = result.pages[0];
    expect(page?.source).toBe('text_layer');
    const read = lines(result).filter((l) => l.source === 'ocr');
    expect(read.map((l) => l.text)).toEqual(['TARNWICK']);
    const box = read[0]?.bbox;
    expect(box?.x).toBeGreaterThan(at.x);
    expect(box?.y).toBeGreaterThan(at.y);
    expect((box?.x ?? 0) + (box?.w ?? 0)).toBeLessThan(at.x + 144);
    expect((box?.y ?? 0) + (box?.h ?? 0)).toBeLessThan(at.y + 39);
    expect(page?.text.split('\n')[0]).toBe('TARNWICK');
    const layer = lines(result).filter((l) => l.source === undefined);
    expect(layer.map((l) => l.text)).toEqual(BODY);
    expect(layer.flatMap((l) => l.words).every((w) => w.confidence === 1)).toBe(true);
  });

  it("reaches the searchable PDF beside the page's own text, and is read from there once", async () => {
    const logo = await logoImage('TARNWICK', 600, 160);
    const pdf = await pdfWithImage(BODY, logo, { x: 400, y: 20 });
    const searchable = await toSearchablePdf(pdf, await engine.process(pdf));
    const again = await engine.process(searchable);
    expect(again.pages[0]?.source).toBe('text_layer');
    expect(lines(again).filter((l) => l.source === 'ocr')).toEqual([]);
    expect(again.text.match(/TARNWICK/g)).toHaveLength(1);
    expect(again.text.match(/INV-2231/g)).toHaveLength(1);
  });

  it('a scan whose invisible OCR text covers it is read once, from that text', async () => {
    const scan = await renderPage(BODY.map((text) => ({ text })));
    const ocred = await engine.process(scan, { languageHint: 'en' });
    const pdf = await toSearchablePdf(scan, ocred);
    const result = await engine.process(pdf);
    expect(result.pages[0]?.source).toBe('text_layer');
    expect(lines(result).filter((l) => l.source === 'ocr')).toEqual([]);
    expect(result.text.match(/INV-2231/g)).toHaveLength(1);
  });
});

describe('which images are read', () => {
  const word = (text: string, x: number, y: number) => ({
    text,
    bbox: { x, y, w: text.length * 6, h: 12 },
    confidence: 1,
  });

  it('not symbols set beside the text, nor an image the text layer already covers', () => {
    const logo = { x: 40, y: 30, w: 150, h: 50 };
    const icon = { x: 300, y: 200, w: 12, h: 9 };
    const scan = { x: 0, y: 0, w: 595, h: 842 };
    const words = [word('Invoice', 60, 300), word('INV-2231', 120, 300), word('Total:', 60, 400)];
    expect(imagesToRead([logo, icon], words)).toEqual([logo]);
    expect(imagesToRead([scan], words)).toEqual([]);
  });

  it('on a page of thumbnails, the eight largest', () => {
    const thumbnails = Array.from({ length: 12 }, (_, i) => ({ x: 10 + i * 45, y: 100, w: 40, h: 20 + i }));
    const read = imagesToRead(thumbnails, []);
    expect(read.map((b) => b.h)).toEqual([31, 30, 29, 28, 27, 26, 25, 24]);
  });

  it('strips of one picture as one', () => {
    const strips = [0, 1, 2].map((i) => ({ x: 0, y: 100 + i * 40, w: 300, h: 40 }));
    expect(imagesToRead(strips, [])).toEqual([{ x: 0, y: 100, w: 300, h: 120 }]);
  });

  it('a detected line under the text layer is the text layer’s', () => {
    const words = [word('Invoice', 60, 300)];
    expect(coveredByText({ x: 58, y: 299, w: 46, h: 14 }, words)).toBe(true);
    expect(coveredByText({ x: 58, y: 330, w: 46, h: 14 }, words)).toBe(false);
  });

  it('OCR lines join the text layer’s by where they end, its own order kept', () => {
    const line = (text: string, y: number, h: number, source?: 'ocr'): Line => ({
      text,
      bbox: { x: 0, y, w: 10, h },
      confidence: 1,
      direction: 'ltr',
      words: [],
      ...(source ? { source } : {}),
    });
    // A large title and a small line beside it: ordered by baseline, not by their tops.
    const layer = [line('small', 52, 8), line('Title', 40, 24), line('body', 100, 10)];
    const merged = mergeByBottom(layer, [line('logo', 20, 30, 'ocr'), line('stamp', 70, 20, 'ocr')]);
    expect(merged.map((l) => l.text)).toEqual(['logo', 'small', 'Title', 'stamp', 'body']);
  });
});

describe('lines read from images', () => {
  // A chart's labels: a legend over its bars' values, in rows and columns as a table's cells stand.
  const grid = [
    ['Quarter', 'North', 'South'],
    ['Q1', '120', '95'],
    ['Q2', '135', '101'],
    ['Q3', '128', '99'],
    ['Q4', '140', '110'],
  ];

  it('make no table: an image draws none of the ink that tells a figure from a table', () => {
    const page = gridPage(grid);
    expect(understand([page], { documentType: 'invoice' }).tables).toHaveLength(1);
    const fromImage = {
      ...page,
      blocks: page.blocks.map((b) => ({
        ...b,
        lines: b.lines.map((l) => ({ ...l, source: 'ocr' as const })),
      })),
    };
    expect(understand([fromImage], { documentType: 'invoice' }).tables).toEqual([]);
  });
});
