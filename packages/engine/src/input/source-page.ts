import type { Page } from '@docread/contracts';

/** An 8-bit greyscale image, one byte per pixel, rows top to bottom. */
export type GreyImage = { data: Buffer; width: number; height: number; dpi: number };

/** One page as the input stage hands it on: either text already read from a PDF, or pixels to OCR. */
export type SourcePage =
  | { kind: 'text'; number: number; page: Page; render: () => Promise<GreyImage> }
  | {
      kind: 'image';
      number: number;
      image: GreyImage /** Set when the image came from a PDF page (size in points). */;
      pdfSize?: { width: number; height: number };
    };

export type SourceDocument = {
  fileKind: string;
  pageCount: number;
  /** Pages are produced one at a time so a long file never holds every raster at once. */
  pages: () => AsyncGenerator<SourcePage>;
  close: () => Promise<void>;
};
