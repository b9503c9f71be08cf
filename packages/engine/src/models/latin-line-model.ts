import path from 'node:path';
import type { LineModelShape } from '../recognise/ctc-recogniser.ts';
import { HEBREW_LINE, loadCharset } from './hebrew-line-model.ts';

/**
 * This repository's Latin line recogniser (models/latin-ctc: the Hebrew model's CRNN trained here on
 * the trainable SROIE receipts' lines and rendered mixed-case text; recipe, data, licence and figures in
 * its README). Printable ASCII, read left to right.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../models/latin-ctc');
export const LATIN_LINE_MODEL = path.join(FOLDER, 'latin-crnn.onnx');
export const LATIN_CHARSET = path.join(FOLDER, 'charset.json');

/**
 * The same network as the Hebrew model, so the same input: 32-pixel grey lines with ink high. SROIE's
 * upper-case transcripts taught it on case-folded classes, so it is decoded on them.
 */
export const LATIN_LINE: LineModelShape = { ...HEBREW_LINE, caseFolded: true };
