import fs from 'node:fs';
import path from 'node:path';
import { EngineSetupError } from '../errors.ts';
import type { LineModelShape } from '../recognise/ctc-recogniser.ts';

/**
 * This repository's Hebrew + Latin line recogniser (models/heb-ctc: a small CRNN trained here on
 * synthetic lines; recipe, licence and figures in its README). It reads a line in display order.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../models/heb-ctc');
export const HEBREW_LINE_MODEL = path.join(FOLDER, 'heb-crnn.onnx');
const CHARSET = path.join(FOLDER, 'charset.json');

/**
 * 32-pixel grey lines with ink high. The model writes spaces as its best class, so only a step it
 * reads as more likely a space than anything else breaks a word.
 */
export const HEBREW_LINE: LineModelShape = {
  height: 32,
  channels: 1,
  pixel: (grey) => 1 - grey / 255,
  spaceProbability: 0.5,
  // Convolutions only, so a full A4 line (50–60:1 at 300 DPI) is read at its own width, not squeezed.
  maxAspect: 120,
  // One line at a time: padded to a wider line's width, a line was read with a stroke at its end (`ו`).
  batch: 1,
  batchWidth: Number.POSITIVE_INFINITY,
};

/** Class k of a line model's output is `chars[k - 1]` of its charset file; class 0 is the CTC blank. */
export function loadCharset(file: string): string[] {
  if (!fs.existsSync(file)) throw new EngineSetupError(`Model file missing: ${file}`);
  const { chars } = JSON.parse(fs.readFileSync(file, 'utf8')) as { chars: string[] };
  return chars;
}

export function loadHebrewCharset(): string[] {
  return loadCharset(CHARSET);
}
