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
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
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

async function exported(): Promise<string> {
  const png = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .withMetadata({ density: 300 })
    .png()
    .toBuffer();
  const file = path.join(dir, 'out.pdf');
  fs.writeFileSync(file, await toSearchablePdf(png, result(LINES)));
  return file;
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
