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

/** DPI at which scanned PDF pages are rendered for OCR. */
export const PDF_RENDER_DPI = 300;
