import { PDFDocument } from '@cantoo/pdf-lib';
import type { DocumentResult, Line } from '@docread/contracts';
import sharp from 'sharp';
import { openDocument } from '../input/index.ts';
import { drawInvisibleText, embedTextLayerFont } from './text-layer.ts';

/** A line read from a page's image, not taken from a PDF's text layer. */
const isImageLine = (line: Line) => line.source === 'ocr';

/**
 * A searchable PDF: every page shows its image, with the recognised words drawn over it as
 * invisible text (render mode 3) so they can be selected, searched and copied. Pages that came
 * from a PDF's own text layer keep the original page and its text, with the lines read from the
 * images they draw (a logo, a pasted scan) added the same way.
 */
export async function toSearchablePdf(input: Buffer, result: DocumentResult): Promise<Buffer> {
  const source = await openDocument(input);
  const isPdf = source.fileKind === 'pdf';
  const out = isPdf ? await PDFDocument.load(input, { ignoreEncryption: false }) : await PDFDocument.create();
  const font = embedTextLayerFont(out);
  try {
    for await (const sourcePage of source.pages()) {
      const page = result.pages.find((p) => p.number === sourcePage.number);
      if (!page) continue;
      // A text-layer page keeps its own text; only the lines read from the images it draws are added.
      const imageLinesOnly = page.source === 'text_layer';
      if (imageLinesOnly && !page.blocks.some((b) => b.lines.some(isImageLine))) continue;
      if (isPdf) {
        const target = out.getPage(sourcePage.number - 1);
        drawInvisibleText(
          target,
          page,
          font,
          target.getWidth() / page.width,
          imageLinesOnly ? isImageLine : undefined,
        );
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
        drawInvisibleText(target, page, font, scale);
      }
    }
  } finally {
    await source.close();
  }
  return Buffer.from(await out.save());
}
