import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { DocumentResult, Page, Word } from '@docread/contracts';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setTextRenderingMode,
  TextRenderingMode,
} from 'pdf-lib';
import sharp from 'sharp';
import { hasHebrew, logicalToVisual } from '../bidi/index.ts';
import { openDocument } from '../input/index.ts';

const require = createRequire(import.meta.url);
const fontFile = (subset: string) =>
  require.resolve(`@fontsource/heebo/files/heebo-${subset}-400-normal.woff`);

/**
 * A searchable PDF: every page shows its image, with the recognised words drawn over it as
 * invisible text (render mode 3) so they can be selected, searched and copied. Pages that came
 * from a PDF's own text layer keep the original page untouched.
 */
export async function toSearchablePdf(input: Buffer, result: DocumentResult): Promise<Buffer> {
  const source = await openDocument(input);
  const isPdf = source.fileKind === 'pdf';
  const out = isPdf ? await PDFDocument.load(input, { ignoreEncryption: false }) : await PDFDocument.create();
  out.registerFontkit(fontkit);
  const fonts = await Promise.all(
    ['hebrew', 'latin', 'latin-ext'].map((s) =>
      out.embedFont(fs.readFileSync(fontFile(s)), { subset: true }),
    ),
  );
  try {
    for await (const sourcePage of source.pages()) {
      const page = result.pages.find((p) => p.number === sourcePage.number);
      if (!page || page.source !== 'ocr') continue;
      if (isPdf) {
        const target = out.getPage(sourcePage.number - 1);
        drawInvisibleText(target, page, fonts, target.getWidth() / page.width);
      } else if (sourcePage.kind === 'image') {
        const { image } = sourcePage;
        const jpeg = await sharp(image.data, {
          raw: { width: image.width, height: image.height, channels: 1 },
        })
          .rotate(page.rotation)
          .jpeg({ quality: 80 })
          .toBuffer();
        const embedded = await out.embedJpg(jpeg);
        const scale = 72 / image.dpi;
        const target = out.addPage([page.width * scale, page.height * scale]);
        target.drawImage(embedded, { x: 0, y: 0, width: target.getWidth(), height: target.getHeight() });
        drawInvisibleText(target, page, fonts, scale);
      }
    }
  } finally {
    await source.close();
  }
  return Buffer.from(await out.save());
}

function drawInvisibleText(target: PDFPage, page: Page, fonts: PDFFont[], scale: number): void {
  target.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
  for (const block of page.blocks)
    for (const line of block.lines) for (const word of line.words) drawWord(target, word, fonts, scale);
  target.pushOperators(popGraphicsState());
}

function drawWord(target: PDFPage, word: Word, fonts: PDFFont[], scale: number): void {
  // Glyphs go into the content stream in visual order, as PDF producers write right-to-left text.
  const visual = hasHebrew(word.text) ? logicalToVisual(word.text, true) : word.text;
  const runs = splitByFont(visual, fonts);
  if (runs.length === 0) return;
  const heightPt = word.bbox.h * scale;
  const natural = runs.reduce((sum, r) => sum + r.font.widthOfTextAtSize(r.text, 1), 0);
  // The size is chosen so the invisible word spans the printed one: selection boxes then match.
  const size = Math.max(
    1,
    Math.min(heightPt * 1.2, natural > 0 ? (word.bbox.w * scale) / natural : heightPt),
  );
  let x = word.bbox.x * scale;
  const y = target.getHeight() - (word.bbox.y + word.bbox.h) * scale + heightPt * 0.2;
  for (const run of runs) {
    target.drawText(run.text, { x, y, size, font: run.font });
    x += run.font.widthOfTextAtSize(run.text, size);
  }
}

function splitByFont(text: string, fonts: PDFFont[]): { text: string; font: PDFFont }[] {
  const runs: { text: string; font: PDFFont }[] = [];
  const sets = fonts.map((f) => new Set(f.getCharacterSet()));
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const index = sets.findIndex((s) => s.has(cp));
    if (index < 0) continue;
    const font = fonts[index] as PDFFont;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += ch;
    else runs.push({ text: ch, font });
  }
  return runs;
}
