import path from 'node:path';
import type { LineModelShape } from '../recognise/ctc-recogniser.ts';
import { loadCharset } from './hebrew-line-model.ts';

/**
 * This repository's Latin line recogniser (models/latin-ctc: the Hebrew model's CRNN trained here on
 * the trainable SROIE receipts' lines and rendered mixed-case text; recipe, data, licence and figures in
 * its README). Printable ASCII, read left to right.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../models/latin-ctc');
export const LATIN_LINE_MODEL = path.join(FOLDER, 'latin-crnn.onnx');
export const LATIN_CHARSET = path.join(FOLDER, 'charset.json');

/** The Hebrew model's input: 32-pixel grey lines with ink high, read at their own width. */
export const LATIN_LINE: LineModelShape = {
  height: 32,
  channels: 1,
  pixel: (grey) => 1 - grey / 255,
  spaceProbability: 0.5,
  maxAspect: 120,
  batch: 1,
  batchWidth: Number.POSITIVE_INFINITY,
};
