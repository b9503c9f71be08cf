/** Documents the tests make themselves: rendered pages, born-digital PDFs and broken files. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { logicalToVisual } from '../src/bidi/index.ts';

export type TextLine = { text: string; x?: number; size?: number; anchor?: 'start' | 'end'; font?: string };

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A white page with lines of text, rendered by librsvg with the system fonts (DejaVu, Culmus). */
export async function renderPage(
  lines: TextLine[],
  options: { width?: number; lineHeight?: number; rtl?: boolean; font?: string; size?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 1240;
  const lineHeight = options.lineHeight ?? 56;
  const size = options.size ?? 34;
  const height = 80 + lines.length * lineHeight + 40;
  const body = lines
    .map((line, i) => {
      const rtl = options.rtl ?? false;
      // librsvg measures text-anchor along the text direction: "start" is the right edge in RTL.
      const anchor = line.anchor ?? 'start';
      const x = line.x ?? (rtl === (anchor === 'start') ? width - 70 : 70);
      const dir = rtl ? ' direction="rtl"' : '';
      return `<text x="${x}" y="${100 + i * lineHeight}" font-family="${line.font ?? options.font ?? 'DejaVu Sans'}" font-size="${line.size ?? size}" text-anchor="${anchor}"${dir}>${escapeXml(line.text)}</text>`;
    })
    .join('\n');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${body}</svg>`;
  return sharp(Buffer.from(svg), { density: 72 }).greyscale().png().withMetadata({ density: 300 }).toBuffer();
}

/** A logo: one word in bold print filling a `width` × `height` 300-DPI image, as a brand's name is set. */
export async function logoImage(text: string, width: number, height: number): Promise<Buffer> {
  const size = Math.round(Math.min(height * 0.7, width / (text.length * 0.8)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/><text x="${width / 2}" y="${Math.round(height * 0.78)}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" text-anchor="middle">${escapeXml(text)}</text></svg>`;
  return sharp(Buffer.from(svg), { density: 72 }).greyscale().png().withMetadata({ density: 300 }).toBuffer();
}

/** Turns a clean page into a phone-like photo: rotated a quarter turn, slightly blurred, noisy JPEG. */
export async function phonePhoto(page: Buffer, quarterTurns: 90 | 180 | 270): Promise<Buffer> {
  return sharp(page)
    .rotate(quarterTurns)
    .blur(0.8)
    .modulate({ brightness: 0.92 })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A born-digital English PDF with the standard Helvetica font. */
export async function englishPdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  for (const [i, text] of lines.entries()) page.drawText(text, { x: 50, y: 780 - i * 22, size: 12, font });
  return Buffer.from(await doc.save());
}

/** A cell of `tablePdf`: its text (lines of one cell as an array) and the columns it spans. */
export type TableCellSpec = string | string[] | { text: string | string[]; span: number };

/**
 * A born-digital PDF with one table between two paragraphs of prose; labels in the first column,
 * figures centred in theirs (`align: 'start'`: every cell's text at its left). `rules`: `grid` strokes every
 * cell border (none inside a spanning cell), `thin-rects` draws the same borders as thin filled
 * rectangles (as many producers do), `booktabs` only a top rule, a rule under the first row and a
 * bottom rule, `none` no lines at all.
 */
export async function tablePdf(
  rows: TableCellSpec[][],
  options: {
    widths: number[];
    rules: 'grid' | 'thin-rects' | 'booktabs' | 'none';
    align?: 'centre' | 'start';
    /** A box around the table holding a title centred above it and a note under it. */
    framed?: { title: string; note: string };
  },
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const size = 9;
  const lineHeight = 11;
  const left = 60;
  const edges = [left];
  for (const w of options.widths) edges.push((edges.at(-1) as number) + w);
  const right = edges.at(-1) as number;
  const line = (x0: number, y0: number, x1: number, y1: number) => {
    if (options.rules === 'thin-rects')
      page.drawRectangle({
        x: Math.min(x0, x1),
        y: Math.min(y0, y1),
        width: Math.max(0.5, Math.abs(x1 - x0)),
        height: Math.max(0.5, Math.abs(y1 - y0)),
      });
    else page.drawLine({ start: { x: x0, y: y0 }, end: { x: x1, y: y1 }, thickness: 0.5 });
  };
  const prose = [
    'The figures below were collected by the survey office during the last quarter of the year and',
    'are shown by region; they replace the provisional estimates that were published in the spring.',
  ];
  let y = 780;
  for (const text of prose) {
    page.drawText(text, { x: left, y, size: 10, font });
    y -= 14;
  }
  y -= 16;
  const frameTop = y;
  if (options.framed) {
    const width = font.widthOfTextAtSize(options.framed.title, 11);
    page.drawText(options.framed.title, { x: (left + right - width) / 2, y: y - 16, size: 11, font });
    y -= 26;
  }
  rows.forEach((row, r) => {
    const cells = row.map((c) => (typeof c === 'object' && !Array.isArray(c) ? c : { text: c, span: 1 }));
    const height =
      Math.max(...cells.map((c) => (Array.isArray(c.text) ? c.text.length : 1))) * lineHeight + 6;
    let column = 0;
    for (const cell of cells) {
      const lines = Array.isArray(cell.text) ? cell.text : [cell.text];
      // Labels start at the cell's left; figures and headings over several columns are centred.
      const from = edges[column] as number;
      const to = edges[column + cell.span] as number;
      lines.forEach((text, i) => {
        const centred = column > 0 && options.align !== 'start';
        const x = centred ? (from + to - font.widthOfTextAtSize(text, size)) / 2 : from + 4;
        page.drawText(text, { x, y: y - 10 - i * lineHeight, size, font });
      });
      column += cell.span;
      if (options.rules === 'grid' || options.rules === 'thin-rects')
        line(edges[column] as number, y, edges[column] as number, y - height);
    }
    if (options.rules === 'grid' || options.rules === 'thin-rects') {
      line(left, y, left, y - height);
      line(left, y, right, y);
    }
    if (options.rules === 'booktabs' && r <= 1) line(left, y, right, y);
    y -= height;
  });
  if (options.rules !== 'none') line(left, y, right, y);
  if (options.framed) {
    page.drawText(options.framed.note, { x: left + 4, y: y - 12, size: 8, font });
    y -= 18;
    for (const [x0, y0, x1, y1] of [
      [left, frameTop, right, frameTop],
      [left, y, right, y],
      [left, frameTop, left, y],
      [right, frameTop, right, y],
    ] as const)
      line(x0, y0, x1, y1);
  }
  y -= 24;
  for (const text of prose) {
    page.drawText(text, { x: left, y, size: 10, font });
    y -= 14;
  }
  return Buffer.from(await doc.save());
}

/**
 * A born-digital PDF with a framed pie chart as office suites draw one: a title, labels at the
 * wedges' sides above and below the drawing, and the wedges as filled shapes with slanted sides.
 */
export async function chartPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const frame = { x: 300, y: 520, width: 240, height: 180 };
  page.drawRectangle({ ...frame, color: rgb(1, 1, 1), borderColor: rgb(0, 0, 0), borderWidth: 0.75 });
  page.drawText('Visitors by season', { x: 360, y: 680, size: 12, font });
  const label = (text: string, x: number, y: number) => page.drawText(text, { x, y, size: 7, font });
  label('Spring', 320, 660);
  label('Autumn', 480, 660);
  label('31%', 320, 651);
  label('24%', 480, 651);
  label('Summer', 320, 550);
  label('Winter', 480, 550);
  label('28%', 320, 541);
  label('17%', 480, 541);
  // Wedges as polygons, y measured down from the path's origin (SVG's convention in pdf-lib).
  page.drawSvgPath('M 0 0 L 60 -10 L 50 40 Z', { x: 410, y: 610, color: rgb(0.3, 0.4, 0.7) });
  page.drawSvgPath('M 0 0 L 50 40 L -30 45 Z', { x: 410, y: 610, color: rgb(0.3, 0.4, 0.7) });
  page.drawSvgPath('M 0 0 L -30 45 L -55 -5 Z', { x: 410, y: 610, color: rgb(0.3, 0.4, 0.7) });
  return Buffer.from(await doc.save());
}

/**
 * A born-digital PDF with a line chart as spreadsheets draw one: a plot frame with a rule at every tick,
 * the ticks' labels, a legend of two columns and three rows, and the data as polylines.
 */
export async function lineChartPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const frame = { x: 120, y: 480, width: 320, height: 200 };
  page.drawRectangle({ ...frame, color: rgb(1, 1, 1), borderColor: rgb(0, 0, 0), borderWidth: 0.75 });
  for (let tick = 0; tick <= 5; tick++) {
    const y = frame.y + 10 + tick * 36;
    page.drawLine({
      start: { x: frame.x + 30, y },
      end: { x: frame.x + frame.width - 10, y },
      thickness: 0.5,
    });
    page.drawText(String(tick * 50), { x: frame.x + 6, y: y - 2, size: 7, font });
  }
  const legend = [
    ['Northgate', 'Riverside'],
    ['Elmwood', 'Hillcrest'],
    ['Baywater', 'Stonebridge'],
  ];
  for (const [r, row] of legend.entries())
    for (const [c, name] of row.entries())
      page.drawText(name, { x: frame.x + 60 + c * 90, y: 660 - r * 12, size: 8, font });
  const series = [
    'M 0 0 L 40 -30 L 80 -10 L 120 -60 L 160 -40 L 200 -90 L 240 -70',
    'M 0 -20 L 40 -50 L 80 -45 L 120 -95 L 160 -80 L 200 -120 L 240 -110',
  ];
  for (const path of series)
    page.drawSvgPath(path, {
      x: frame.x + 40,
      y: frame.y + 20,
      borderColor: rgb(0.2, 0.3, 0.8),
      borderWidth: 1,
    });
  return Buffer.from(await doc.save());
}

const require = createRequire(import.meta.url);

/**
 * A born-digital Hebrew PDF written as real producers write it: glyphs in visual (left-to-right)
 * order, right-aligned. The engine must give the lines back in logical order.
 */
export async function hebrewPdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts = await heeboFonts(doc);
  const page = doc.addPage([595, 842]);
  lines.forEach((logical, i) => {
    drawRightAligned(page, fonts, logical, { right: 545, y: 780 - i * 26, size: 14 });
  });
  return Buffer.from(await doc.save());
}

type Fonts = Awaited<ReturnType<typeof heeboFonts>>;

async function heeboFonts(doc: PDFDocument) {
  doc.registerFontkit(fontkit);
  const font = (file: string) =>
    doc.embedFont(fs.readFileSync(require.resolve(`@fontsource/heebo/files/${file}`)));
  return {
    hebrew: await font('heebo-hebrew-400-normal.woff'),
    latin: await font('heebo-latin-400-normal.woff'),
  };
}

/** A logical line drawn in visual order, as producers write it, ending at `right`. */
function drawRightAligned(
  page: PDFPage,
  { hebrew, latin }: Fonts,
  logical: string,
  { right, y, size }: { right: number; y: number; size: number },
): void {
  const runs: { text: string; font: typeof hebrew }[] = [];
  for (const ch of logicalToVisual(logical, true)) {
    const font = /[\u0590-\u05FF]/.test(ch) ? hebrew : latin;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += ch;
    else runs.push({ text: ch, font });
  }
  let x = right - runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  for (const run of runs) {
    page.drawText(run.text, { x, y, size, font: run.font });
    x += run.font.widthOfTextAtSize(run.text, size);
  }
}

/**
 * A born-digital Hebrew table, ruled as a grid, its first column at the right: each row's cells
 * right to left, each cell's text written in visual order and right-aligned in its cell.
 */
export async function hebrewTablePdf(rows: string[][], widths: number[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts = await heeboFonts(doc);
  const page = doc.addPage([595, 842]);
  const size = 11;
  const height = 20;
  // Column edges from the right-hand side of the page.
  const edges = [540];
  for (const w of widths) edges.push((edges.at(-1) as number) - w);
  const top = 760;
  rows.forEach((row, r) => {
    const y = top - r * height;
    row.forEach((logical, c) => {
      drawRightAligned(page, fonts, logical, { right: (edges[c] as number) - 5, y: y - 14, size });
    });
    page.drawLine({
      start: { x: edges.at(-1) as number, y },
      end: { x: edges[0] as number, y },
      thickness: 0.5,
    });
  });
  const bottom = top - rows.length * height;
  page.drawLine({
    start: { x: edges.at(-1) as number, y: bottom },
    end: { x: edges[0] as number, y: bottom },
    thickness: 0.5,
  });
  for (const x of edges) page.drawLine({ start: { x, y: top }, end: { x, y: bottom }, thickness: 0.5 });
  return Buffer.from(await doc.save());
}

/**
 * A born-digital English page (as `englishPdf`) that also draws `image` (a 300-DPI raster, drawn at its
 * own size) with its top-left corner at `at`, in points from the page's top-left: a logo or a pasted scan.
 */
export async function pdfWithImage(
  textLines: string[],
  image: Buffer,
  at: { x: number; y: number },
): Promise<Buffer> {
  const doc = await PDFDocument.load(await englishPdf(textLines));
  const png = await doc.embedPng(image);
  const meta = await sharp(image).metadata();
  const width = ((meta.width ?? 0) * 72) / 300;
  const height = ((meta.height ?? 0) * 72) / 300;
  doc.getPage(0).drawImage(png, { x: at.x, y: 842 - at.y - height, width, height });
  return Buffer.from(await doc.save());
}

/** Two pages: the first born-digital, the second only an image (a scan inside a PDF). */
export async function mixedPdf(textLines: string[], scan: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.load(await englishPdf(textLines));
  const png = await doc.embedPng(scan);
  const meta = await sharp(scan).metadata();
  const width = ((meta.width ?? 0) * 72) / 300;
  const height = ((meta.height ?? 0) * 72) / 300;
  const page = doc.addPage([width, height]);
  page.drawImage(png, { x: 0, y: 0, width, height });
  return Buffer.from(await doc.save());
}

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + (s[i] as number) + (key[i % key.length] as number)) & 255;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let n = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + (s[i] as number)) & 255;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
    out[n] = (data[n] as number) ^ (s[((s[i] as number) + (s[j] as number)) & 255] as number);
  }
  return out;
}

/** A PDF protected with a user password (standard security handler, revision 2). */
export function encryptedPdf(password = 'secret'): Buffer {
  const pad = (pw: string) => Buffer.concat([Buffer.from(pw, 'latin1'), PAD]).subarray(0, 32);
  const md5 = (...parts: Buffer[]) => crypto.createHash('md5').update(Buffer.concat(parts)).digest();
  const owner = rc4(md5(pad('owner')).subarray(0, 5), pad(password));
  const id = crypto.randomBytes(16);
  const p = Buffer.alloc(4);
  p.writeInt32LE(-4);
  const key = md5(pad(password), owner, p, id).subarray(0, 5);
  const user = rc4(key, PAD);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A tiny PNG whose header claims 60000×60000 pixels: a decompression bomb if decoded. */
export function pixelBombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([len, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60000, 0);
  ihdr.writeUInt32BE(60000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
