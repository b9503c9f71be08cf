import type { BBox, Block, Line, Page, Word } from '@docread/contracts';
import {
  cellDirection,
  isRtlLevel,
  isRtlText,
  isRtlVisualLine,
  logicalToVisual,
  mirrored,
  visualToLogicalOrder,
} from '../bidi/index.ts';

/** A pdf.js text item with its baseline origin already in top-left page coordinates (points). */
export type PdfTextItem = {
  str: string;
  dir: 'ltr' | 'rtl';
  x: number;
  baseline: number;
  width: number;
  size: number;
};

/**
 * One character in display order, where it stands on the page; `confidence` is the recogniser's
 * when an OCR reading is laid out the same way as a PDF's text (1 when absent).
 */
export type Glyph = { ch: string; x: number; w: number; top: number; h: number; confidence?: number };

/**
 * pdf.js returns text items in content-stream order, which for right-to-left runs is logical for
 * some producers and visual for others, and item order follows the content stream. So every item
 * is first put into visual order, laid out glyph by glyph from its position, and each printed line
 * is then read in logical order with the bidi algorithm. Nothing here trusts the order pdf.js chose.
 */
export function pdfTextToPage(
  items: readonly PdfTextItem[],
  meta: { number: number; width: number; height: number },
): Page {
  const logicalRtl = rtlItemsAreLogical(items);
  const rows = groupRows(items);
  const pageRtl = isRtlText(items.map((i) => i.str).join(''));
  const lines: Line[] = [];
  for (const row of rows) {
    const glyphs = rowGlyphs(row, logicalRtl);
    if (glyphs.every((g) => /\s/.test(g.ch))) continue;
    const line = glyphsToLine(glyphs, pageRtl);
    if (line) lines.push(line);
  }
  return textLayerPage(lines, meta, pageRtl);
}

/**
 * A text-layer page of `lines` in blocks. Its confidence is 1 unless lines read by OCR from the page's
 * images are among them: then the words' mean, weighted by their length, as an OCR'd page's is.
 */
export function textLayerPage(
  lines: readonly Line[],
  meta: { number: number; width: number; height: number },
  pageRtl: boolean,
): Page {
  const blocks = layoutBlocks(lines, pageRtl);
  const text = blocks.map((b) => b.text).join('\n');
  const hasHe = /[\u0590-\u05FF]/.test(text);
  const hasEn = /[A-Za-z]/.test(text);
  const words = lines.flatMap((l) => l.words);
  const chars = words.reduce((s, w) => s + w.text.length, 0);
  return {
    number: meta.number,
    width: meta.width,
    height: meta.height,
    unit: 'point',
    source: 'text_layer',
    rotation: 0,
    language: hasHe && hasEn ? ['he', 'en'] : hasHe ? ['he'] : ['en'],
    text,
    confidence: chars === 0 ? 1 : words.reduce((s, w) => s + w.confidence * w.text.length, 0) / chars,
    blocks,
  };
}

function groupRows(items: readonly PdfTextItem[]): PdfTextItem[][] {
  const sorted = [...items].filter((i) => i.size > 0).sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  const rows: { baseline: number; size: number; items: PdfTextItem[] }[] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(item.baseline - row.baseline) <= Math.min(row.size, item.size) * 0.4) {
      row.items.push(item);
      row.size = Math.max(row.size, item.size);
    } else {
      rows.push({ baseline: item.baseline, size: item.size, items: [item] });
    }
  }
  return rows.map((r) => r.items);
}

const FINAL_FORMS = /[ךםןףץ]/;

/**
 * pdf.js hands right-to-left runs over in content-stream order, which is logical for some
 * producers (Chromium) and visual for others (pdf.js issues 20097, 20336). Hebrew final letters
 * (ך ם ן ף ץ) only end words, so where they sit in the words tells the two apart.
 */
export function rtlItemsAreLogical(items: readonly PdfTextItem[]): boolean {
  let atEnd = 0;
  let atStart = 0;
  for (const item of items) {
    if (item.dir !== 'rtl') continue;
    for (const word of item.str.split(/[^\u05D0-\u05EA]+/)) {
      if (word.length < 2) continue;
      if (FINAL_FORMS.test(word.at(-1) as string)) atEnd++;
      if (FINAL_FORMS.test(word[0] as string)) atStart++;
    }
  }
  return atEnd >= atStart;
}

function rowGlyphs(row: readonly PdfTextItem[], logicalRtl: boolean): Glyph[] {
  const glyphs: Glyph[] = [];
  for (const item of row) {
    const chars = [...(item.dir === 'rtl' && logicalRtl ? logicalToVisual(item.str, true) : item.str)];
    const w = item.width / Math.max(1, chars.length);
    chars.forEach((ch, i) => {
      glyphs.push({ ch, x: item.x + i * w, w, top: item.baseline - item.size * 0.8, h: item.size });
    });
  }
  glyphs.sort((a, b) => a.x - b.x);
  // A gap wider than a space with no space glyph in it still separates words.
  const spaced: Glyph[] = [];
  for (const g of glyphs) {
    const prev = spaced.at(-1);
    if (prev && !/\s/.test(prev.ch) && !/\s/.test(g.ch) && g.x - (prev.x + prev.w) > g.h * 0.2) {
      spaced.push({ ch: ' ', x: prev.x + prev.w, w: g.x - prev.x - prev.w, top: g.top, h: g.h });
    }
    spaced.push(g);
  }
  return spaced;
}

/** Gaps wider than this many font sizes split a row into cells that are read on their own. */
const CELL_GAP_EM = 1.0;

/**
 * A row of glyphs in display order as a line in logical order: cut into cells at wide spaces,
 * cells read right to left on a right-to-left row, the bidirectional algorithm inside each cell.
 */
export function glyphsToLine(visual: Glyph[], pageRtl: boolean): Line | null {
  const rtl = isRtlVisualLine(visual.map((g) => g.ch).join(''), pageRtl);
  const cells: Glyph[][] = [[]];
  for (const g of visual) {
    if (/\s/.test(g.ch) && g.w > g.h * CELL_GAP_EM) cells.push([]);
    else cells.at(-1)?.push(g);
  }
  const ordered = cells.filter((c) => c.some((g) => !/\s/.test(g.ch)));
  if (rtl) ordered.reverse();
  const words = ordered.flatMap((cell) =>
    cellWords(cell, cellDirection(cell.map((g) => g.ch).join(''), rtl)),
  );
  if (words.length === 0) return null;
  return {
    text: words.map((w) => w.text).join(' '),
    bbox: union(visual),
    confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
    direction: rtl ? 'rtl' : 'ltr',
    words,
  };
}

function cellWords(visual: readonly Glyph[], rtl: boolean): Word[] {
  // bidi-js indexes UTF-16 units; a glyph outside the BMP spans two of them.
  const text = visual.map((g) => g.ch).join('');
  const glyphAt: number[] = [];
  visual.forEach((g, i) => {
    for (let k = 0; k < g.ch.length; k++) glyphAt.push(i);
  });
  const { order, levels } = visualToLogicalOrder(text, rtl);
  const words: Word[] = [];
  let current: Glyph[] = [];
  let currentText = '';
  const flush = () => {
    if (current.length > 0) {
      const confidence = current.reduce((s, g) => s + (g.confidence ?? 1), 0) / current.length;
      words.push({ text: currentText, bbox: union(current), confidence });
    }
    current = [];
    currentText = '';
  };
  for (const unit of order) {
    const g = visual[glyphAt[unit] as number] as Glyph;
    if (unit > 0 && glyphAt[unit - 1] === glyphAt[unit]) continue;
    if (/\s/.test(g.ch)) {
      flush();
      continue;
    }
    current.push(g);
    currentText += isRtlLevel(levels[unit]) ? mirrored(g.ch) : g.ch;
  }
  flush();
  return words;
}

/** A line of `words` (in reading order): their text, the box around them, their mean confidence. */
export function lineOfWords(words: Word[], direction: Line['direction']): Line {
  return {
    text: words.map((w) => w.text).join(' '),
    bbox: union(words.map((w) => w.bbox)),
    confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
    direction,
    words,
  };
}

export function union(boxes: readonly { x: number; w: number; top?: number; y?: number; h: number }[]): BBox {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const b of boxes) {
    const top = b.top ?? b.y ?? 0;
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, top);
    x1 = Math.max(x1, b.x + b.w);
    y1 = Math.max(y1, top + b.h);
  }
  return { x: round(x0), y: round(y0), w: round(x1 - x0), h: round(y1 - y0) };
}

const round = (v: number) => Math.round(v * 100) / 100;

/** Consecutive lines closer than about one line height form a block. */
export function groupBlocks(lines: readonly Line[]): Block[] {
  const blocks: Block[] = [];
  let current: Line[] = [];
  const flush = () => {
    if (current.length === 0) return;
    blocks.push({
      text: current.map((l) => l.text).join('\n'),
      bbox: union(current.map((l) => l.bbox)),
      confidence: Math.min(...current.map((l) => l.confidence)),
      lines: current,
    });
    current = [];
  };
  for (const line of lines) {
    const prev = current.at(-1);
    if (prev && line.bbox.y - (prev.bbox.y + prev.bbox.h) > Math.max(prev.bbox.h, line.bbox.h) * 1.0) flush();
    current.push(line);
  }
  flush();
  return blocks;
}

/** A gap this many line heights wide, kept by consecutive rows, may separate two side-by-side blocks. */
const RIVER_MIN_HEIGHTS = 3;

type Row = { lines: Line[]; top: number; bottom: number; height: number };

/**
 * Lines in reading order, grouped into blocks. Two blocks printed side by side (a vendor block
 * beside the invoice number and date) share rows, so read row by row their lines interleave.
 * Runs of rows kept apart by the same wide vertical gap, with words on both sides in at least
 * two rows each, are read as two blocks instead: the right one first on right-to-left pages.
 * Tables and key-value lists are left as rows: their widest gap has letters on one side only
 * (descriptions or labels beside numbers), which is what tells them from two text blocks.
 */
export function layoutBlocks(lines: readonly Line[], pageRtl: boolean): Block[] {
  // Measured on Hebrew pages only; on English receipts and invoices (SROIE, invoice2data) the same
  // rules read slightly worse than plain top-to-bottom order (docs/decisions.md).
  if (!pageRtl) return groupBlocks(lines);
  const rows = groupLineRows(lines);
  const segments: Line[][] = [];
  let plain: Line[] = [];
  const flushPlain = () => {
    if (plain.length > 0) segments.push(plain);
    plain = [];
  };
  let i = 0;
  while (i < rows.length) {
    const region = columnRegion(rows, i);
    if (!region) {
      plain.push(...inReadingOrder((rows[i] as Row).lines, pageRtl));
      i++;
      continue;
    }
    flushPlain();
    const left = region.rows.flatMap((r) => sideLines(r, (_x0, x1) => x1 <= region.river[0], pageRtl));
    const right = region.rows.flatMap((r) => sideLines(r, (x0) => x0 >= region.river[1], pageRtl));
    segments.push(...(pageRtl ? [right, left] : [left, right]).filter((s) => s.length > 0));
    i += region.rows.length;
  }
  flushPlain();
  return segments.flatMap(groupBlocks);
}

/** Lines whose boxes overlap vertically by more than half the smaller height share a row. */
function groupLineRows(lines: readonly Line[]): Row[] {
  const rows: Row[] = [];
  for (const line of [...lines].sort((a, b) => a.bbox.y - b.bbox.y)) {
    const top = line.bbox.y;
    const bottom = line.bbox.y + line.bbox.h;
    const row = rows.at(-1);
    if (
      row &&
      Math.min(bottom, row.bottom) - Math.max(top, row.top) > Math.min(line.bbox.h, row.height) * 0.5
    ) {
      row.lines.push(line);
      row.top = Math.min(row.top, top);
      row.bottom = Math.max(row.bottom, bottom);
      row.height = Math.max(row.height, line.bbox.h);
    } else {
      rows.push({ lines: [line], top, bottom, height: line.bbox.h });
    }
  }
  return rows;
}

/** The widest horizontal gap between the words of a row, if it is wide enough to be a river. */
function widestGap(row: Row): [number, number] | null {
  const spans = row.lines
    .flatMap((l) => l.words.map((w) => [w.bbox.x, w.bbox.x + w.bbox.w] as [number, number]))
    .sort((a, b) => a[0] - b[0]);
  let best: [number, number] | null = null;
  let reach = spans[0]?.[1] ?? 0;
  for (const [x0, x1] of spans.slice(1)) {
    if (x0 - reach >= row.height * RIVER_MIN_HEIGHTS && (!best || x0 - reach > best[1] - best[0]))
      best = [reach, x0];
    reach = Math.max(reach, x1);
  }
  return best;
}

function columnRegion(rows: readonly Row[], start: number): { rows: Row[]; river: [number, number] } | null {
  const first = rows[start] as Row;
  const river = widestGap(first);
  if (!river) return null;
  const crosses = (row: Row) =>
    row.lines.some((l) => l.words.some((w) => w.bbox.x < river[1] && w.bbox.x + w.bbox.w > river[0]));
  const region = [first];
  for (let j = start + 1; j < rows.length; j++) {
    const row = rows[j] as Row;
    const prev = region.at(-1) as Row;
    if (row.top - prev.bottom > Math.max(row.height, prev.height) || crosses(row)) break;
    region.push(row);
  }
  const lettered = (side: (x0: number, x1: number) => boolean) =>
    region.filter((r) =>
      r.lines.some((l) => l.words.some((w) => side(w.bbox.x, w.bbox.x + w.bbox.w) && /\p{L}/u.test(w.text))),
    ).length;
  const left = lettered((_, x1) => x1 <= river[0]);
  const right = lettered((x0) => x0 >= river[1]);
  return left >= 2 && right >= 2 ? { rows: region, river } : null;
}

/** The part of a row on one side of the river, as lines (a line cut by the river keeps its word order). */
function sideLines(row: Row, onSide: (x0: number, x1: number) => boolean, pageRtl: boolean): Line[] {
  const parts: Line[] = [];
  for (const line of row.lines) {
    const words = line.words.filter((w) => onSide(w.bbox.x, w.bbox.x + w.bbox.w));
    if (words.length === 0) continue;
    if (words.length === line.words.length) {
      parts.push(line);
      continue;
    }
    parts.push(lineOfWords(words, line.direction));
  }
  return inReadingOrder(parts, pageRtl);
}

/** Pieces of one row (OCR splits table rows into cells) from the reading direction's start. */
function inReadingOrder(lines: readonly Line[], pageRtl: boolean): Line[] {
  return [...lines].sort((a, b) => (pageRtl ? b.bbox.x - a.bbox.x : a.bbox.x - b.bbox.x));
}
