import { type BBox, documentResultSchema } from '@docread/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../src/engine.ts';
import { findSignatures } from '../src/signatures/find-signatures.ts';

// One engine for the file: starting its workers is the expensive part.
let engine: Engine;
beforeAll(() => {
  engine = createEngine({ cores: 1 });
});
afterAll(async () => {
  await engine.close();
});

const WIDTH = 1240;
const HEIGHT = 900;
/** A hand-drawn-looking name: one pen stroke of joined curves. */
const STROKE =
  'M 0 60 C 30 -40, 70 90, 100 20 S 150 -50, 190 40 S 260 90, 290 10 S 350 0, 390 50 S 430 70, 470 30';
const pen = (x: number, y: number) =>
  `<path transform="translate(${x} ${y})" d="${STROKE}" fill="none" stroke="#1a1a40" stroke-width="4" stroke-linecap="round"/>`;
const svgPage = (body: string, height = HEIGHT) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}"><rect width="100%" height="100%" fill="white"/>${body}</svg>`;

/** Where the stroke's ink lies on the page: drawn alone, its dark pixels' box. */
async function inkBox(x: number, y: number): Promise<BBox> {
  const { data, info } = await sharp(Buffer.from(svgPage(pen(x, y))))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [minX, minY, maxX, maxY] = [info.width, info.height, 0, 0];
  for (let i = 0; i < data.length; i++) {
    if ((data[i] as number) >= 128) continue;
    const px = i % info.width;
    const py = Math.floor(i / info.width);
    [minX, minY, maxX, maxY] = [
      Math.min(minX, px),
      Math.min(minY, py),
      Math.max(maxX, px),
      Math.max(maxY, py),
    ];
  }
  return { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 };
}

type Form = { rtl: boolean; signed: boolean; label: string; rule?: boolean; foot?: boolean };

/**
 * A contract's last page (librsvg anchors RTL text at its right edge): a few printed lines, a signature label with the line to sign on beside it, and
 * (when signed) a pen stroke over that line; `foot` puts the stroke alone at the bottom, without a label.
 */
function form({ rtl, signed, label, rule = true, foot = false }: Form): {
  png: Promise<Buffer>;
  ink: Promise<BBox>;
} {
  const text = (x: number, y: number, s: string) =>
    `<text x="${x}" y="${y}" font-family="${rtl ? 'David CLM' : 'DejaVu Sans'}" font-size="34"${rtl ? ' direction="rtl"' : ''}>${s}</text>`;
  const start = rtl ? WIDTH - 80 : 80;
  const printed = rtl
    ? ['הסכם שירות', 'הצדדים מסכימים לתנאים המפורטים לעיל.', 'תאריך: 14/05/2025']
    : ['Service Agreement', 'The parties agree to the terms set out above.', 'Date: 14/05/2025'];
  const labelY = 520;
  const lineFrom = rtl ? 420 : 330;
  const ink = foot ? { x: 380, y: 760 } : { x: lineFrom + 40, y: labelY - 70 };
  const body = [
    ...printed.map((s, i) => text(start, 120 + i * 80, s)),
    foot ? '' : text(start, labelY, label),
    rule && !foot
      ? `<line x1="${lineFrom}" y1="${labelY + 6}" x2="${lineFrom + 580}" y2="${labelY + 6}" stroke="black" stroke-width="3"/>`
      : '',
    signed ? pen(ink.x, ink.y) : '',
  ].join('');
  return { png: png(svgPage(body)), ink: inkBox(ink.x, ink.y) };
}

const png = (svg: string) =>
  sharp(Buffer.from(svg)).greyscale().png().withMetadata({ density: 300 }).toBuffer();

/** The share of `b` that `a` covers. */
const overlap = (a: BBox, b: BBox) => {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? (w * h) / (b.w * b.h) : 0;
};

async function signaturesOf(page: Form) {
  const { png, ink } = form(page);
  const result = await engine.process(await png, { modules: ['signature-detection'] });
  expect(documentResultSchema.safeParse(result).success).toBe(true);
  return { signatures: result.pages[0]?.signatures, ink: await ink };
}

describe('signature detection on rendered forms', () => {
  it('finds the pen stroke beside an English "Signature:" label, with its box on the stroke', async () => {
    const { signatures, ink } = await signaturesOf({ rtl: false, signed: true, label: 'Signature:' });
    expect(signatures).toHaveLength(1);
    const [found] = signatures ?? [];
    expect(overlap(found?.bbox as BBox, ink)).toBeGreaterThan(0.8);
    expect(found?.label).toMatch(/Signature/);
    expect(found?.confidence).toBeGreaterThan(0.8);
  }, 60_000);

  it('finds it beside a Hebrew "חתימה:" label', async () => {
    const { signatures, ink } = await signaturesOf({ rtl: true, signed: true, label: 'חתימה:' });
    expect(signatures).toHaveLength(1);
    expect(overlap(signatures?.[0]?.bbox as BBox, ink)).toBeGreaterThan(0.8);
  }, 60_000);

  it('finds none on the same forms left unsigned: the empty line to sign on is not ink', async () => {
    expect((await signaturesOf({ rtl: false, signed: false, label: 'Signature:' })).signatures).toEqual([]);
    expect((await signaturesOf({ rtl: true, signed: false, label: 'חתימה:' })).signatures).toEqual([]);
  }, 120_000);

  it('finds a free-hand stroke at the foot of a page without a label, less sure of it', async () => {
    const { signatures, ink } = await signaturesOf({ rtl: false, signed: true, label: '', foot: true });
    expect(signatures).toHaveLength(1);
    expect(overlap(signatures?.[0]?.bbox as BBox, ink)).toBeGreaterThan(0.8);
    expect(signatures?.[0]?.label).toBeUndefined();
    expect(signatures?.[0]?.confidence).toBeLessThan(0.8);
  }, 60_000);

  it('runs only when asked: no signatures without the module, and no tables without table-extraction', async () => {
    const signed = form({ rtl: false, signed: true, label: 'Signature:' });
    const result = await engine.process(await signed.png);
    expect(result.pages[0]?.signatures).toBeUndefined();
    const table = await png(tableSvg());
    expect((await engine.process(table)).tables.length).toBeGreaterThan(0);
    expect((await engine.process(table, { modules: ['signature-detection'] })).tables).toEqual([]);
  }, 120_000);
});

describe('findSignatures', () => {
  it('takes no printed letters for ink, however large, when the reader vouched for the word', () => {
    const width = 400;
    const height = 200;
    const data = Buffer.alloc(width * height, 255);
    // A thin ring 100 px tall: a large printed "O", drawn as the word the reader read.
    for (let a = 0; a < 360; a += 0.2) {
      const x = Math.round(200 + 40 * Math.cos((a * Math.PI) / 180));
      const y = Math.round(100 + 50 * Math.sin((a * Math.PI) / 180));
      data[y * width + x] = 0;
    }
    const word = { text: 'OK', bbox: { x: 155, y: 45, w: 90, h: 110 }, confidence: 0.95 };
    const lineOf = (text: string, bbox: BBox, words = [{ text, bbox, confidence: 0.95 }]) => ({
      text,
      bbox,
      confidence: 0.95,
      direction: 'ltr' as const,
      words,
    });
    // The body text sets the text height (20 px) the ring is measured against.
    const body = [
      lineOf('Signed by', { x: 290, y: 90, w: 100, h: 20 }),
      lineOf('Terms', { x: 10, y: 170, w: 60, h: 20 }),
    ];
    const image = { data, width, height, dpi: 300 };
    expect(findSignatures(image, [...body, lineOf('OK', word.bbox, [word])])).toEqual([]);
    const doubtful = lineOf('OK', word.bbox, [{ ...word, confidence: 0.3 }]);
    expect(findSignatures(image, [...body, doubtful])).toHaveLength(1);
  });
});

describe('findSignatures at the foot of a page', () => {
  const width = 400;
  const height = 400;
  /** A page with one line of print at the top and a thin ring (a looped pen stroke) centred at `cy`. */
  function pageWithRing(cy: number) {
    const data = Buffer.alloc(width * height, 255);
    for (let a = 0; a < 360; a += 0.2) {
      const x = Math.round(200 + 80 * Math.cos((a * Math.PI) / 180));
      const y = Math.round(cy + 40 * Math.sin((a * Math.PI) / 180));
      if (y >= 0 && y < height) data[y * width + x] = 0;
    }
    const bbox = { x: 10, y: 10, w: 100, h: 20 };
    const line = { text: 'Total', bbox, confidence: 0.95, direction: 'ltr' as const, words: [] };
    return findSignatures({ data, width, height, dpi: 300 }, [line]);
  }

  it('reports ink inside the page, and takes ink reaching the edge for the paper (a torn end, a shadow)', () => {
    expect(pageWithRing(340)).toEqual([{ bbox: { x: 120, y: 300, w: 161, h: 81 }, confidence: 0.6 }]);
    expect(pageWithRing(380)).toEqual([]);
  });
});

function tableSvg(): string {
  const rows = [
    ['Item', 'Qty', 'Price'],
    ['Paper', '2', '400.00'],
    ['Toner', '1', '200.00'],
    ['Pens', '5', '25.00'],
  ];
  const cells = rows
    .flatMap((row, r) =>
      row.map(
        (cell, c) =>
          `<text x="${100 + c * 350}" y="${150 + r * 70}" font-family="DejaVu Sans" font-size="34">${cell}</text>`,
      ),
    )
    .join('');
  return svgPage(cells, 600);
}
