import fs from 'node:fs/promises';
import { type InputLimits, openDocument, type SourceDocument } from '../input/index.ts';

/** Load: bytes from a buffer or a path, checked and opened as a document of pages. */
export async function loadDocument(input: Buffer | string, limits: InputLimits): Promise<SourceDocument> {
  const bytes = typeof input === 'string' ? await fs.readFile(input) : input;
  return openDocument(bytes, limits);
}
