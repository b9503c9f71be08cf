import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type DocumentResult,
  documentResultSchema,
  type Line,
  RESULT_SCHEMA_VERSION,
} from '@docread/contracts';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { toSearchablePdf } from '../src/export/pdf.ts';

const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const WIDTH = 1200;
const HEIGHT = 600;

/** An OCR line, words given in logical order with their boxes laid out as the page shows them. */
function line(y: number, rtl: boolean, words: string[]): Line {
  const boxes: { x: number; w: number }[] = [];
  let x = rtl ? WIDTH - 60 : 60;
  for (const text of words) {
    const w = 22 * [...text].length;
    boxes.push({ x: rtl ? x - w : x, w });
    x = rtl ? x - w - 20 : x + w + 20;
  }
  return {
    text: words.join(' '),
    bbox: { x: Math.min(...boxes.map((b) => b.x)), y, w: 900, h: 40 },
    confidence: 0.9,
    direction: rtl ? 'rtl' : 'ltr',
    words: words.map((text, i) => ({
      text,
      bbox: { ...(boxes[i] as { x: number; w: number }), y, h: 40 },
      confidence: 0.9,
    })),
  };
}

const LINES = [
  line(60, true, ['מינימרקט', 'סמטת', 'הצבר']),
  line(140, true, ['סה"כ', 'לתשלום:', '2,853.24', '₪', '(כולל', 'מע"מ)']),
  line(220, true, ['עמוד', '1', 'מתוך', '6', '·', 'Canon', 'LiDE', '300']),
  line(300, false, ['Total', '€12.50', '©', '½', 'Ω', 'Ж']),
];

function result(lines: Line[]): DocumentResult {
  const text = lines.map((l) => l.text).join('\n');
  return documentResultSchema.parse({
    schemaVersion: RESULT_SCHEMA_VERSION,
    engine: { name: 'test', version: '0' },
    documentType: 'other',
    documentTypeConfidence: 0,
    language: ['he', 'en'],
    pages: [
      {
        number: 1,
        width: WIDTH,
        height: HEIGHT,
        unit: 'pixel',
        source: 'ocr',
        rotation: 0,
        language: ['he', 'en'],
        text,
        confidence: 0.9,
        blocks: [{ text, bbox: { x: 0, y: 0, w: WIDTH, h: HEIGHT }, confidence: 0.9, lines }],
      },
    ],
    text,
    fields: {},
    lists: {},
    tables: [],
    confidence: 0.9,
    needsReview: false,
    reviewReasons: [],
    warnings: [],
    timings: {},
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docread-export-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function exported(lines: Line[] = LINES, name = 'out.pdf'): Promise<string> {
  const png = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .withMetadata({ density: 300 })
    .png()
    .toBuffer();
  const file = path.join(dir, name);
  fs.writeFileSync(file, await toSearchablePdf(png, result(lines)));
  return file;
}

/** What pdf.js gives a viewer to copy: its pieces of text in order, a line break where it ends a line. */
async function pdfjsText(file: string): Promise<string> {
  const task = getDocument({ data: new Uint8Array(fs.readFileSync(file)) });
  const doc = await task.promise;
  const content = await (await doc.getPage(1)).getTextContent();
  await task.destroy();
  return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
}

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const characters = (text: string) => [...text.replace(BIDI_MARKS, '').replace(/\s+/g, '')].sort().join('');
const expectedCharacters = characters(LINES.map((l) => l.text).join(''));

describe('searchable PDF text layer', () => {
  it.skipIf(!hasPdftotext)('pdftotext reads every character, Hebrew words in logical order', async () => {
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', await exported(), '-'], { encoding: 'utf8' });
    const plain = text.replace(BIDI_MARKS, '');
    expect(characters(plain)).toBe(expectedCharacters);
    expect(plain).toContain('מינימרקט סמטת הצבר');
    expect(plain).toContain('לתשלום');
    expect(plain).not.toContain('טקרמינימ');
  });

  it('pdf.js reads every character, Hebrew words in logical order', async () => {
    const data = new Uint8Array(fs.readFileSync(await exported()));
    const task = getDocument({ data });
    const doc = await task.promise;
    const content = await (await doc.getPage(1)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
    await task.destroy();
    expect(characters(text)).toBe(expectedCharacters);
    for (const word of ['מינימרקט', 'סמטת', 'הצבר', 'לתשלום:', '(כולל', 'מע"מ)', 'Canon'])
      expect(text).toContain(word);
  });
});

/**
 * Hebrew lines holding a Latin run, numbers and an amount in shekels (sample text written for this
 * test), on a page that reads right to left. Each must come back as one line in logical order.
 */
const MIXED = [
  line(40, true, ['שורה', 'פותחת', 'של', 'מכתב', 'קצר', 'אל', 'הספרייה']),
  line(100, true, ['קטלוג', 'ספרייה', '·', 'Oxford', 'University', 'Press']),
  line(160, true, ['דף', '3', 'מתוך', '8', '·', 'Brother', 'ADS', '1200']),
  line(220, true, ['דמי', 'משלוח:', '1,375.90', '₪']),
  line(280, true, ['קמח', 'מלא', '(ק"ג)', '35', '4.10', '143.50']),
  line(340, true, ['הוזמן', 'ב-', '14/02/2026', 'בשעה', '09:45']),
  line(400, false, ['Order', '2291', 'for', 'שלמה', 'כהן']),
];
const squash = (text: string) => text.replace(BIDI_MARKS, '').replace(/\s+/g, '');
const readLines = (text: string) => text.split('\n').map(squash).filter(Boolean);

describe('searchable PDF text layer: mixed Hebrew, Latin and number lines', () => {
  // pdftotext puts a right-to-left line back in order by its own rule, which moves a space that sits
  // between a number and a Hebrew word (`דף 3 מתוך` reads `דף  3מתוך`): lines are compared without
  // spaces, which still catches every character out of order and every line cut in two.
  it.skipIf(!hasPdftotext)('pdftotext reads each line whole and in logical order', async () => {
    const file = await exported(MIXED, 'mixed.pdf');
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(readLines(text)).toEqual(MIXED.map((l) => squash(l.text)));
    const plain = text.replace(BIDI_MARKS, '');
    expect(plain).toContain('קטלוג ספרייה · Oxford University Press');
    expect(plain).toContain('דמי משלוח: 1,375.90 ₪');
    expect(plain).toContain('קמח מלא (ק"ג) 35 4.10 143.50');
  });

  it('pdf.js reads each line whole and in logical order', async () => {
    const text = await pdfjsText(await exported(MIXED, 'mixed.pdf'));
    expect(readLines(text)).toEqual(MIXED.map((l) => squash(l.text)));
    expect(text).toContain('דמי משלוח: 1,375.90 ₪');
    expect(text).toContain('Brother ADS 1200');
  });

  it('draws the text invisibly, over the line', async () => {
    const task = getDocument({ data: new Uint8Array(fs.readFileSync(await exported(MIXED, 'mixed.pdf'))) });
    const page = await (await task.promise).getPage(1);
    const { items } = await page.getTextContent();
    const operators = await page.getOperatorList();
    await task.destroy();
    // 3 Tr: neither fill nor stroke.
    expect(
      operators.argsArray.some(
        (args, i) => operators.fnArray[i] === OPS.setTextRenderingMode && args?.[0] === 3,
      ),
    ).toBe(true);
    const pageHeight = 72 * (HEIGHT / 300);
    for (const item of items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const x = item.transform[4] as number;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(72 * (WIDTH / 300));
      expect(item.transform[5]).toBeLessThan(pageHeight);
    }
  });
});
