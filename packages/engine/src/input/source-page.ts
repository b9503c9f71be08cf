import type { BBox, Page } from '@docread/contracts';

/** An 8-bit greyscale image, one byte per pixel, rows top to bottom. */
export type GreyImage = { data: Buffer; width: number; height: number; dpi: number };

/**
 * A straight line drawn on a page, in the page's units from its top-left corner. Horizontal (`y0 ===
 * y1`) and vertical (`x0 === x1`) ones are rules, what tells table cells apart where a table is ruled;
 * slanted ones (from a PDF's drawing only) are a figure's ink.
 */
export type Ruling = { x0: number; y0: number; x1: number; y1: number };

/** One page as the input stage hands it on: either text already read from a PDF, or pixels to OCR. */
export type SourcePage =
  | {
      kind: 'text';
      number: number;
      page: Page;
      /** The lines the page's content stream draws, read when asked (tables want them). */
      rulings: () => Promise<Ruling[]>;
      /** Where the page draws images, in its points from the top-left (text there is not in its text layer). */
      images: () => Promise<BBox[]>;
      /** The page drawn for OCR, or only `region` of it (points from the top-left) at the same resolution. */
      render: (region?: BBox) => Promise<GreyImage>;
    }
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
