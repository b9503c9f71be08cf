/** Bounds that keep one hostile or oversized file from exhausting the machine. */
export type InputLimits = {
  maxPages: number;
  /** Pixels of one decoded page image (width x height); larger declared sizes are refused before decoding. */
  maxPixelsPerPage: number;
};

export const DEFAULT_INPUT_LIMITS: InputLimits = {
  maxPages: 200,
  // A4 at 600 DPI is about 35 Mpx; 100 Mpx leaves room for large scans and stops decompression bombs.
  maxPixelsPerPage: 100_000_000,
};

/**
 * Pixels the engine reads a page image at, at most: larger images are decoded shrunk to it (JPEG and
 * WebP shrink while they decode) and no page is enlarged past it. A 600-DPI scan (35 Mpx) or a 48 Mpx
 * photo holds nothing the readers use beyond it: the detector works at ~960 px, the line readers on
 * lines 48 px high, and Tesseract on text near 300 DPI, which is 8.7 Mpx for A4. 16 Mpx keeps A3 at
 * ~290 DPI and every page of the evaluation sets but three 600-DPI receipts as it was read (the
 * largest, Hebrew photos enlarged to 300 DPI, are 12.9 Mpx); Tesseract's reading of a 16 Mpx page
 * peaks at ~470 MB (docs/decisions/0294-engine-working-resolution.md).
 */
export const WORKING_PIXELS = 16_000_000;

/** DPI at which scanned PDF pages are rendered for OCR. */
export const PDF_RENDER_DPI = 300;
