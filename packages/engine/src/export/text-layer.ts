import {
  beginText,
  endText,
  type PDFDocument,
  PDFHexString,
  type PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  setCharacterSqueeze,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
  TextRenderingMode,
} from '@cantoo/pdf-lib';
import type { Line, Page } from '@docread/contracts';
import { embeddingLevels, logicalToVisualOrder } from '../bidi/index.ts';

/**
 * The glyphless font of Tesseract's PDF renderer (`tessdata/pdf.ttf`, Apache-2.0): one empty glyph.
 * Every character is written as its own UTF-16 code (Identity-H), shown with that one glyph half an
 * em wide, and mapped back to itself by the ToUnicode map, so one font covers every script and a
 * line is one run of text for the readers (pdf.js starts a new piece of text at each font change).
 */
const GLYPHLESS_TTF = Buffer.from(
  'AAEAAAAKAIAAAwAgT1MvMlbeyJQAAAEoAAAAYGNtYXAACgA0AAABkAAAAB5nbHlmFSJBJAAAAbgAAAAYaGVhZAt48WUAAACsAAAANmhoZWEMAgQCAAAA5AAAACRobXR4BAAAAAAAAYgAAAAIbG9jYQAMAAAAAAGwAAAABm1heHAABAAFAAABCAAAACBuYW1l8usW2gAAAdAAAABLcG9zdAABAAEAAAIcAAAAIAABAAAAAQAAsJRxEF8PPPUEBwgAAAAAAM+a/G4AAAAA1MOn8gAAAAAEAAgAAAAAEAACAAAAAAAAAAEAAAgA//8AAAQAAAAAAAQAAAEAAAAAAAAAAAAAAAAAAAACAAEAAAACAAQAAQAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAwAAAZAABQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAUAAQABAAAAAAAAAAAAAAAAAAAAAAAAAAAAR09PRwBAAAAAAAAB//8AAAABAAGAAAAAAAAAAAAAAAAAAAABAAAAAAAABAAAAAAAAAIAAQAAAAAAFAADAAAAAAAUAAYACgAAAAAAAAAAAAAAAAAMAAAAAQAAAAAEAAgAAAMAADEhESEEAPwACAAAAAADACoAAAADAAAABQAWAAAAAQAAAAAABQALABYAAwABBAkABQAWAAAAVgBlAHIAcwBpAG8AbgAgADEALgAwVmVyc2lvbiAxLjAAAAEAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAA=',
  'base64',
);
/** Advance of every character, in thousandths of the font size. */
const GLYPH_WIDTH = 500;

/** Every code maps back to itself; one range per high byte, as the CMap syntax asks. */
function toUnicodeCmap(): string {
  const ranges: string[] = [];
  for (let hi = 0; hi < 256; hi++) {
    const h = hi.toString(16).padStart(2, '0').toUpperCase();
    ranges.push(`<${h}00> <${h}FF> <${h}00>`);
  }
  const blocks: string[] = [];
  for (let i = 0; i < ranges.length; i += 100) {
    const chunk = ranges.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfrange\n${chunk.join('\n')}\nendbfrange`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

export type TextLayerFont = PDFRef;

/** Embeds the glyphless font once per document. */
export function embedTextLayerFont(doc: PDFDocument): TextLayerFont {
  const { context } = doc;
  const fontFile = context.register(context.flateStream(GLYPHLESS_TTF, { Length1: GLYPHLESS_TTF.length }));
  // Every CID shows glyph 1, the font's one glyph.
  const map = new Uint8Array(2 * 65536);
  for (let i = 1; i < map.length; i += 2) map[i] = 1;
  const cidToGid = context.register(context.flateStream(map));
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: 'GlyphLessFont',
      Flags: 5,
      FontBBox: [0, 0, GLYPH_WIDTH, 1000],
      ItalicAngle: 0,
      Ascent: 1000,
      Descent: -1,
      CapHeight: 1000,
      StemV: 80,
      FontFile2: fontFile,
    }),
  );
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: 'GlyphLessFont',
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      DW: GLYPH_WIDTH,
      CIDToGIDMap: cidToGid,
    }),
  );
  const toUnicode = context.register(context.flateStream(toUnicodeCmap()));
  return context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'GlyphLessFont',
      Encoding: 'Identity-H',
      DescendantFonts: [cidFont],
      ToUnicode: toUnicode,
    }),
  );
}

/** Draws the page's lines (those `only` keeps) as invisible text (render mode 3): selectable, searchable, copyable. */
export function drawInvisibleText(
  target: PDFPage,
  page: Page,
  font: TextLayerFont,
  scale: number,
  only: (line: Line) => boolean = () => true,
): void {
  const name = target.node.newFontDictionary('GlyphLess', font);
  target.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
  const lines = page.blocks.flatMap((block) => block.lines);
  // The direction is the whole page's, as pdftotext weighs it, also when only some lines are drawn.
  const rtl = readsRightToLeft(lines.map((line) => line.text).join(' '));
  for (const line of lines.filter(only)) drawLine(target, line, name, scale, rtl);
  target.pushOperators(popGraphicsState());
}

/**
 * Whether pdftotext will take the page as right to left: it counts the page's left-to-right letters
 * against its right-to-left ones and puts every line back into logical order in the winner's
 * direction, whatever the line's own direction. Lines are laid out in that direction.
 */
function readsRightToLeft(text: string): boolean {
  let count = 0;
  for (const ch of text) {
    if (RTL_LETTER.test(ch)) count--;
    else if (/\p{L}/u.test(ch)) count++;
  }
  return count < 0;
}

/** A space's advance, in font sizes: inside the band pdf.js reads as one space within a piece of text. */
const SPACE_EM = 0.3;
/** Piece font sizes alternate by this factor, so pdf.js starts a new piece of text at each (see `drawLine`). */
const PIECE_SIZE_STEP = 0.999;
const MIN_SQUEEZE = 5;
/** pdf.js reads a piece right to left when at least this share of it is Hebrew or Arabic letters. */
const PDFJS_RTL_SHARE = 0.3;
const RTL_LETTER = /[\u0590-\u05f4\u0600-\u08ac]/;
/** Letters, digits and what poppler's text output types as numbers (its `UnicodeTypeTable`). */
const LEFT_TO_RIGHT_FOR_PDFTOTEXT =
  /[\p{L}\p{Nd}#$%+,\-./:\u00a2-\u00a5\u00b0-\u00b3\u00b9\u2030-\u2034\u20a0-\u20cf]/u;
const round = (v: number) => Math.round(v * 1000) / 1000;
const hex = (codes: readonly number[]) =>
  PDFHexString.of(codes.map((c) => c.toString(16).padStart(4, '0').toUpperCase()).join(''));

/**
 * One line of text, in one font and size, over the line's printed span. Readers take the text of a
 * PDF to be in display order and put it back into logical order themselves, each its own way:
 * pdftotext sorts a line's characters by position and reverses its stretches of right-to-left and
 * neutral characters (in the page's majority direction); pdf.js keeps pieces of text in
 * content-stream order and runs the bidirectional algorithm on each piece, guessing the piece's
 * direction. So each character is placed where pdftotext's reading gives the logical line back
 * (`layout`: the display order, with a few stretches in logical order), and the line is written in
 * pieces that pdf.js reads back (`linePieces`): the pieces in logical order, each piece's characters
 * left to right. A new font size starts each piece (pdf.js cuts its text there; sizes alternate by
 * 0.1%, so pdftotext still sees one line). Spaces are a fixed share of the font size, the other
 * characters share the rest of the span (horizontal scaling), so selecting the line highlights it.
 */
function drawLine(target: PDFPage, line: Line, font: PDFName, scale: number, rtl: boolean): void {
  const text = line.text;
  if (!text.trim()) return;
  const span = horizontalSpan(line);
  const size = Math.max(1, line.bbox.h * scale);
  const y = round(target.getHeight() - (line.bbox.y + line.bbox.h * 0.8) * scale);
  const spaces = [...text].filter((ch) => ch === ' ').length;
  const others = text.length - spaces;
  const spaceAdvance = SPACE_EM * size;
  const glyph = (size * GLYPH_WIDTH) / 1000;
  const squeeze =
    others > 0
      ? Math.max(MIN_SQUEEZE, (100 * (span.w * scale - spaces * spaceAdvance)) / (glyph * others))
      : 100;
  const advance = (unit: number) => (text[unit] === ' ' ? spaceAdvance : (glyph * squeeze) / 100);
  // TJ adjustments are thousandths of the font size, scaled by Tz: what brings a space to `spaceAdvance`.
  const spaceKern = round((1000 * ((glyph * squeeze) / 100 - spaceAdvance)) / ((size * squeeze) / 100));
  const show = (units: readonly number[]) => {
    const parts: (PDFHexString | number)[] = [];
    let codes: number[] = [];
    for (const unit of units) {
      codes.push(text.charCodeAt(unit));
      if (text[unit] === ' ') {
        parts.push(hex(codes), spaceKern);
        codes = [];
      }
    }
    if (codes.length > 0) parts.push(hex(codes));
    return PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [target.doc.context.obj(parts)]);
  };
  // Each character at its display place; the pieces in logical order.
  const laidOut = layout(text, rtl);
  const { display } = laidOut;
  const xs = new Array<number>(text.length);
  let x = span.x * scale;
  for (const unit of display) {
    xs[unit] = x;
    x += advance(unit);
  }
  target.pushOperators(beginText(), setCharacterSqueeze(round(squeeze)));
  linePieces(text, rtl, laidOut).forEach((piece, k) => {
    target.pushOperators(
      setFontAndSize(font, round(k % 2 === 0 ? size : size * PIECE_SIZE_STEP)),
      setTextMatrix(1, 0, 0, 1, round(xs[piece[0] as number] as number), y),
      show(piece),
    );
  });
  target.pushOperators(endText());
}

/** Where the line's words are printed, left and width; the line's box when it has no words. */
function horizontalSpan(line: Line): { x: number; w: number } {
  if (line.words.length === 0) return { x: line.bbox.x, w: line.bbox.w };
  const left = Math.min(...line.words.map((w) => w.bbox.x));
  const right = Math.max(...line.words.map((w) => w.bbox.x + w.bbox.w));
  return { x: left, w: right - left };
}

/**
 * The line's units left to right, and where the stretches laid out apart start and end: its display
 * order, except that in a right-to-left line a stretch without right-to-left letters that starts and
 * ends with a letter, a digit or a character pdftotext counts with numbers (`: 4,120.00 ₪`,
 * `240 6.20 1,488.00`, `Canon LiDE 300`) is laid out in logical order over the place the line
 * displays it on. pdftotext puts a line back into logical order by reversing its stretches of
 * right-to-left and neutral characters and keeping the others, numbers and `.,:/-+%₪` among them,
 * left to right: displayed as the algorithm displays them, `240 6.20 1,488.00` (`1,488.00 6.20 240`)
 * and `: 4,120.00 ₪` (`₪ 4,120.00 :`) read back backwards.
 */
export function layout(text: string, rtl: boolean): { display: number[]; cuts: number[] } {
  const display = logicalToVisualOrder(text, rtl);
  const cuts: number[] = [];
  if (!rtl) return { display, cuts };
  const position = new Array<number>(text.length);
  display.forEach((unit, at) => {
    position[unit] = at;
  });
  let i = 0;
  while (i < text.length) {
    if (RTL_LETTER.test(text[i] as string)) {
      i++;
      continue;
    }
    let end = i;
    while (end < text.length && !RTL_LETTER.test(text[end] as string)) end++;
    let first = i;
    let last = end - 1;
    while (first <= last && !LEFT_TO_RIGHT_FOR_PDFTOTEXT.test(text[first] as string)) first++;
    while (last >= first && !LEFT_TO_RIGHT_FOR_PDFTOTEXT.test(text[last] as string)) last--;
    if (last > first) {
      cuts.push(first, last + 1);
      const units = Array.from({ length: last - first + 1 }, (_, k) => first + k);
      const places = units.map((u) => position[u] as number).sort((a, b) => a - b);
      if ((places.at(-1) as number) - (places[0] as number) === units.length - 1)
        units.forEach((u, k) => {
          position[u] = places[k] as number;
        });
    }
    i = end;
  }
  const ordered = new Array<number>(text.length);
  position.forEach((at, unit) => {
    ordered[at] = unit;
  });
  return { display: ordered, cuts };
}

/**
 * The line cut into pieces, in logical order, each given as its UTF-16 units in display order, such
 * that each piece sits in one stretch of the line's display and pdf.js's bidirectional pass on the
 * piece gives it back in logical order. Pieces are as long as that allows: level runs of the
 * bidirectional algorithm are joined while the joined piece still reads back, since pdf.js drops
 * the spaces at the edges of its pieces. Where pdf.js's character types differ from Unicode's (it
 * takes every character outside Latin-1, Hebrew and Arabic, such as `–`, `“` and `₪`, as
 * left-to-right), its types are used.
 */
export function linePieces(text: string, rtl: boolean, { display, cuts } = layout(text, rtl)): number[][] {
  const position = new Array<number>(text.length);
  display.forEach((unit, at) => {
    position[unit] = at;
  });
  // pdf.js's view of the text: characters it types as strong left-to-right become a Latin letter.
  const proxy = Array.from(text, (ch) => {
    const c = ch.charCodeAt(0);
    return c <= 0xff || (c >= 0x0590 && c <= 0x05f4) || (c >= 0x0600 && c <= 0x08ac) ? ch : 'a';
  }).join('');
  const starts = [...new Set([...runStarts(text, rtl), ...cuts])]
    .filter((s) => s < text.length)
    .sort((a, b) => a - b);
  const pieces: number[][] = [];
  let start = 0;
  while (start < text.length) {
    let end = starts.find((s) => s > start) ?? text.length;
    let shown = readsBack(proxy, position, start, end);
    if (!shown) {
      // A level run pdf.js cannot read back whole: one piece per character.
      for (let unit = start; unit < end; unit++) pieces.push([unit]);
      start = end;
      continue;
    }
    for (const next of [...starts.filter((s) => s > end), text.length]) {
      const joined = readsBack(proxy, position, start, next);
      if (!joined) break;
      shown = joined;
      end = next;
    }
    pieces.push(shown);
    start = end;
  }
  return pieces;
}

/** Where each level run of the bidirectional algorithm starts (logical order). */
function runStarts(text: string, rtl: boolean): number[] {
  const levels = embeddingLevels(text, rtl);
  const starts: number[] = [0];
  for (let i = 1; i < text.length; i++) if (levels[i] !== levels[i - 1]) starts.push(i);
  return starts;
}

/**
 * The units of `[start, end)` in display order when they make one stretch of the display that
 * pdf.js reads back as the slice, or null. pdf.js leaves a piece without right-to-left letters as
 * it is, and otherwise reorders it in the direction it guesses; it never keeps a piece's edge spaces.
 */
function readsBack(proxy: string, position: readonly number[], start: number, end: number): number[] | null {
  const units = Array.from({ length: end - start }, (_, k) => start + k).sort(
    (a, b) => (position[a] as number) - (position[b] as number),
  );
  const first = position[units[0] as number] as number;
  if ((position[units.at(-1) as number] as number) - first !== units.length - 1) return null;
  const slice = proxy.slice(start, end);
  const shown = units.map((unit) => proxy[unit]).join('');
  const rtlLetters = [...slice].filter((ch) => RTL_LETTER.test(ch)).length;
  let read = shown;
  if (rtlLetters > 0) {
    const rtl = !(rtlLetters / slice.length < PDFJS_RTL_SHARE && slice.length > 4);
    read = logicalToVisualOrder(shown, rtl)
      .map((k) => shown[k])
      .join('');
  }
  return read.trim() === slice.trim() ? units : null;
}
