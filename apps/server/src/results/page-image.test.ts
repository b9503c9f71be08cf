import { EngineInputError } from '@docread/engine';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPageImage } from './page-image.ts';

async function onePagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText('Invoice 1042', {
    x: 72,
    y: 760,
    size: 24,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

describe('page images for the viewer', () => {
  it('renders a PDF page without any system program, upright and screen-sized', async () => {
    const png = await renderPageImage(await onePagePdf(), 'application/pdf', 1, 0);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(909);
    expect(meta.height).toBe(1286);
    const turned = await sharp(
      await renderPageImage(await onePagePdf(), 'application/pdf', 1, 90),
    ).metadata();
    expect([turned.width, turned.height]).toEqual([1286, 909]);
  });

  it('refuses a page the PDF does not have', async () => {
    await expect(renderPageImage(await onePagePdf(), 'application/pdf', 2, 0)).rejects.toBeInstanceOf(
      EngineInputError,
    );
  });
});
