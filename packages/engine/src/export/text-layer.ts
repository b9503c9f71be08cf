import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setCharacterSqueeze,
  setTextRenderingMode,
  TextRenderingMode,
} from '@cantoo/pdf-lib';
import type { Line, Page } from '@docread/contracts';
import { hasHebrew, logicalToVisualOrder } from '../bidi/index.ts';

const require = createRequire(import.meta.url);

/**
 * Fonts for the invisible text, tried in order for each character. Heebo covers Hebrew and Latin
 * (every character of the eng and heb recognisers' character sets); Liberation Sans, shipped with
 * pdfjs-dist, adds Greek, Cyrillic and symbols. A character none of them has is still written
 * (with the first font's empty glyph) so the text layer never loses it.
 */
const FONT_FILES = [
  '@fontsource/heebo/files/heebo-hebrew-400-normal.woff',
  '@fontsource/heebo/files/heebo-latin-400-normal.woff',
  '@fontsource/heebo/files/heebo-latin-ext-400-normal.woff',
  'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf',
];

export type TextLayerFonts = { fonts: PDFFont[]; sets: Set<number>[] };

export async function embedTextLayerFonts(doc: PDFDocument): Promise<TextLayerFonts> {
  const fonts = await Promise.all(
    FONT_FILES.map((file) => doc.embedFont(fs.readFileSync(require.resolve(file)), { subset: true })),
  );
  return { fonts, sets: fonts.map((f) => new Set(f.getCharacterSet())) };
}

/** Draws every word of the page as invisible text (render mode 3): selectable and searchable. */
export function drawInvisibleText(target: PDFPage, page: Page, fonts: TextLayerFonts, scale: number): void {
  target.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
  for (const block of page.blocks) for (const line of block.lines) drawLine(target, line, fonts, scale);
  target.pushOperators(setCharacterSqueeze(100), popGraphicsState());
}

type Glyph = { ch: string; font: PDFFont };
type Placement = { scale: number; size: number; y: number; rtl: boolean };

/** How much of the gap to the next word a word's invisible text spans; a space glyph spans the rest. */
const WORD_SHARE_OF_GAP = 0.7;

/**
 * One font size and baseline per line, so extraction tools see one line of text. Each word is
 * squeezed horizontally to span its printed box and most of the gap to the next word, which a
 * space glyph closes: tools that split text at wide gaps (pdftotext) then keep the line whole.
 */
function drawLine(target: PDFPage, line: Line, fonts: TextLayerFonts, scale: number): void {
  const at = {
    scale,
    size: Math.max(1, line.bbox.h * scale),
    y: target.getHeight() - (line.bbox.y + line.bbox.h * 0.8) * scale,
    rtl: line.direction === 'rtl',
  };
  const { rtl } = at;
  line.words.forEach((word, i) => {
    const next = line.words[i + 1];
    const gap = next
      ? Math.max(
          0,
          rtl ? word.bbox.x - (next.bbox.x + next.bbox.w) : next.bbox.x - (word.bbox.x + word.bbox.w),
        )
      : 0;
    const grow = gap * WORD_SHARE_OF_GAP;
    const box = { x: rtl ? word.bbox.x - grow : word.bbox.x, w: word.bbox.w + grow };
    drawText(target, word.text, box, fonts, at);
    if (next)
      drawText(target, ' ', { x: rtl ? box.x - (gap - grow) : box.x + box.w, w: gap - grow }, fonts, at);
  });
}

/**
 * Characters go into the content stream in logical order, each at its place on the page, as
 * browsers write right-to-left text: extraction (pdftotext, pdf.js, viewers' search) then reads
 * logical text, while selection boxes still cover the printed word.
 */
function drawText(
  target: PDFPage,
  text: string,
  box: { x: number; w: number },
  fonts: TextLayerFonts,
  at: Placement,
): void {
  const glyphs = [...text].map((ch) => ({ ch, font: fontFor(ch, fonts) }));
  const natural = glyphs.reduce((sum, g) => sum + g.font.widthOfTextAtSize(g.ch, at.size), 0);
  if (glyphs.length === 0 || natural <= 0) return;
  const squeeze = Math.max(0.01, (box.w * at.scale) / natural);
  target.pushOperators(setCharacterSqueeze(squeeze * 100));
  const left = box.x * at.scale;
  if (!at.rtl && !hasHebrew(text)) {
    drawRuns(target, glyphs, left, at, squeeze);
    return;
  }
  const x = visualOffsets(text, glyphs, at.size, at.rtl);
  glyphs.forEach((g, i) => {
    target.drawText(g.ch, { x: left + (x[i] as number) * squeeze, y: at.y, size: at.size, font: g.font });
  });
}

/**
 * Left offset of each character (in logical order) when the word is displayed as the bidirectional
 * algorithm lays it out in a line of the given direction (`152,` in a Hebrew line shows as `,152`).
 */
function visualOffsets(text: string, glyphs: readonly Glyph[], size: number, rtl: boolean): number[] {
  // bidi-js orders UTF-16 units; map them back to characters.
  const charAt: number[] = [];
  glyphs.forEach((g, i) => {
    for (let k = 0; k < g.ch.length; k++) charAt.push(i);
  });
  const offsets = new Array<number>(glyphs.length).fill(0);
  let x = 0;
  let previous = -1;
  for (const unit of logicalToVisualOrder(text, rtl)) {
    const index = charAt[unit] as number;
    if (index === previous) continue;
    previous = index;
    const g = glyphs[index] as Glyph;
    offsets[index] = x;
    x += g.font.widthOfTextAtSize(g.ch, size);
  }
  return offsets;
}

function drawRuns(
  target: PDFPage,
  glyphs: readonly Glyph[],
  left: number,
  at: Placement,
  squeeze: number,
): void {
  let x = left;
  const runs: Glyph[] = [];
  for (const g of glyphs) {
    const last = runs.at(-1);
    if (last && last.font === g.font) last.ch += g.ch;
    else runs.push({ ...g });
  }
  for (const run of runs) {
    target.drawText(run.ch, { x, y: at.y, size: at.size, font: run.font });
    x += run.font.widthOfTextAtSize(run.ch, at.size) * squeeze;
  }
}

function fontFor(ch: string, { fonts, sets }: TextLayerFonts): PDFFont {
  const cp = ch.codePointAt(0) ?? 0;
  const index = sets.findIndex((s) => s.has(cp));
  return fonts[Math.max(0, index)] as PDFFont;
}
