import type { Word } from '@docread/contracts';
import { hasHebrew, logicalToVisual } from '../bidi/index.ts';
import type { GreyImage } from '../input/source-page.ts';
import type { OcrPool } from '../ocr/pool.ts';
import { countScripts } from '../script/index.ts';
import type { RecognisedLine, RecognisedWord } from './ctc-recogniser.ts';
import { readBoxAlone } from './read-alone.ts';

/**
 * Mean character probability under which the Hebrew line model's reading of a piece is doubtful
 * and Tesseract reads the piece again: phone photos' small print and blurred digits. Measured with the
 * shipped model (docs/decisions/0274-the-hebrew-line-model-reads-one-line-at-a-time-tes.md): photos' CER 3.80% without, 2.46% at 0.9 (19
 * pieces over 12 photos, 1 over 12 scans), 2.62% at 0.95, 2.81% at 0.97, 2.90% at 0.85.
 */
export const DOUBTFUL_PIECE = 0.9;
/** Share of the model's letters and digits Tesseract's reading must keep to replace it. */
const KEPT_SHARE = 0.7;
/** White kept around the piece for Tesseract, in line heights (the detector's box has a margin). */
const PAD = 0.1;

/**
 * Pieces the Hebrew line model is unsure of, read again alone by Tesseract (PSM 7), whose language
 * model knows Hebrew words; its reading replaces the model's unless it lost much of the piece.
 * Tesseract's words come in reading order and are put back into display order, as the model reads,
 * for the row layout.
 */
export async function rereadDoubtfulPieces(
  pool: OcrPool,
  image: GreyImage,
  pieces: readonly RecognisedLine[],
): Promise<RecognisedLine[]> {
  return Promise.all(
    pieces.map(async (piece) => {
      if (piece.confidence >= DOUBTFUL_PIECE) return piece;
      // With English in its languages Tesseract turns short Hebrew words Latin (`להם` → `OND`): a piece
      // the model read as Hebrew without Latin letters is read with `heb` alone (`heb` reads digits worse).
      const { hebrew, latin } = countScripts(piece.text);
      const langs = hebrew > 0 && latin === 0 ? 'heb' : 'heb+eng';
      const lines = await readBoxAlone(pool, image, 1, piece.box, langs, PAD);
      const words = lines
        .flatMap((l) => l.words)
        .map(inDisplayOrder)
        .sort((a, b) => a.x - b.x);
      if (words.length === 0) return piece;
      // Tesseract dropping much of what the model saw is a failed reading, not a better one.
      if (signs(words.map((w) => w.text).join('')) < signs(piece.text) * KEPT_SHARE) return piece;
      return {
        ...piece,
        text: words.map((w) => w.text).join(' '),
        words,
        confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
      };
    }),
  );
}

const signs = (text: string) => text.replace(/[^\p{L}\p{Nd}]/gu, '').length;

function inDisplayOrder(word: Word): RecognisedWord {
  return {
    text: logicalToVisual(word.text, hasHebrew(word.text)),
    x: word.bbox.x,
    w: word.bbox.w,
    confidence: word.confidence,
  };
}
