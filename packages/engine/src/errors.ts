export const INPUT_ERROR_CODES = [
  'encrypted',
  'corrupt',
  'empty',
  'too_many_pages',
  'too_many_pixels',
  'unsupported_type',
] as const;
export type InputErrorCode = (typeof INPUT_ERROR_CODES)[number];

/** A file the engine refuses to read; `code` is stable, `message` is for people. */
export class EngineInputError extends Error {
  readonly code: InputErrorCode;
  constructor(code: InputErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineInputError';
    this.code = code;
  }
}

/** The OCR runtime could not start (missing language data, worker start timed out). */
export class EngineSetupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineSetupError';
  }
}
