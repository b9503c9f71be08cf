import type { Line } from '@docread/contracts';
import type { TextBox } from '../detect/db-postprocess.ts';
import type { GreyImage } from '../input/source-page.ts';
import type { LineRecogniser } from './ctc-recogniser.ts';
import { coveredShare, joinRow, MIN_HEIGHT, withoutKnownWords } from './missed-lines.ts';
import { latinLinesToRows } from './rows.ts';

/**
 * Readings below this line confidence are a rule, a logo's shape or a stamp's frame read as letters;
 * the recogniser is surer than this of print it can read.
 */
const MIN_CONFIDENCE = 0.8;
/**
 * A line Tesseract read in part is not lost print but a reading of its own (a passport's zone, where a
 * second reading of the same row spoils the zone): only lines its words leave all but bare are read.
 */
const MAX_COVERED = 0.1;

/**
 * Tesseract binarises a page with one threshold, and light or coloured print (orange item names on a
 * white invoice) falls on the paper's side of it and is lost. The detector sees those lines on the grey
 * page; every detected line Tesseract's words leave uncovered is read by the line recogniser, which
 * reads grey pixels, and joins the row it sits on. `read`: how many lines were read again.
 */
export async function readUncoveredLines(
  recogniser: LineRecogniser,
  image: GreyImage,
  boxes: readonly TextBox[],
  lines: readonly Line[],
): Promise<{ lines: Line[]; read: number }> {
  const words = lines.flatMap((l) => l.words);
  const uncovered = boxes.filter(
    (box) => box.h >= MIN_HEIGHT && box.w >= box.h * 0.6 && coveredShare(box, words) < MAX_COVERED,
  );
  if (!uncovered.length) return { lines: [...lines], read: 0 };
  const read = latinLinesToRows(await recogniser.recognise(image, uncovered))
    .map((line) => withoutKnownWords(line, words))
    .filter(
      (line): line is Line =>
        line !== undefined && line.confidence >= MIN_CONFIDENCE && /[\p{L}\p{N}]{2}/u.test(line.text),
    );
  const joined = read
    .reduce((page, line) => joinRow(page, line, false), [...lines])
    .sort((a, b) => a.bbox.y - b.bbox.y);
  return { lines: joined, read: uncovered.length };
}
