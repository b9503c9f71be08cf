import path from 'node:path';
import { loadCharLm } from '../recognise/char-lm.ts';
import type { LmWeights } from '../recognise/ctc-decode.ts';
import type { LineModelShape } from '../recognise/ctc-recogniser.ts';
import { HEBREW_LINE } from './hebrew-line-model.ts';

/**
 * This repository's Latin line recogniser (models/latin-ctc: the Hebrew model's CRNN trained here on
 * the trainable SROIE receipts' lines and rendered mixed-case text; recipe, data, licence and figures in
 * its README). Printable ASCII, read left to right.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../models/latin-ctc');
export const LATIN_LINE_MODEL = path.join(FOLDER, 'latin-crnn.onnx');
export const LATIN_CHARSET = path.join(FOLDER, 'charset.json');
/** Character 6-grams of the trainable SROIE receipts' transcripts (`build-char-lm.ts`). */
export const LATIN_CHAR_LM = path.join(FOLDER, 'char-lm.tsv.gz');

/**
 * Measured on the visible receipts' lines and held-out training receipts' lines (CER 1.70 → 1.16% and
 * 2.28 → 1.62%): weights from 0.3 to 0.8 and beams of 4 to 16 all gave most of the gain; a wider beam
 * costs CPU for a few hundredths of a point (models/latin-ctc/README.md).
 */
export const LATIN_LM_WEIGHTS: LmWeights = { alpha: 0.5, beta: 1, beam: 8 };

/**
 * The same network as the Hebrew model, so the same input: 32-pixel grey lines with ink high. SROIE's
 * upper-case transcripts taught it on case-folded classes, so it is decoded on them. It learned from the
 * transcribed lines' boxes, looser than the detector's at a line's ends, and dropped a last or first
 * letter of 203 of the training receipts' 24 600 lines read in the detector's boxes; with a fifth of the
 * line's height added at either end, 164, and the field model's cross-validated key fields rose from
 * 90.1% to 91.0% (docs/decisions/0359-the-latin-line-model-reads-a-fifth-of-a-line-s-height-beyond-its-box.md).
 */
export const LATIN_LINE: LineModelShape = { ...HEBREW_LINE, caseFolded: true, sideMargin: 0.2 };

/**
 * The Latin line model decoded with a character language model (`file`, by default the committed one;
 * `null`: greedily, without one). The file is read on the first line it decodes.
 */
export function latinLine(file: string | null = LATIN_CHAR_LM): LineModelShape {
  if (file === null) return LATIN_LINE;
  return { ...LATIN_LINE, language: { model: () => loadCharLm(file), weights: LATIN_LM_WEIGHTS } };
}
