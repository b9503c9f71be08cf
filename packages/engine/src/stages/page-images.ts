import type { BBox, Line, Page, Word } from '@docread/contracts';
import { isRtlText } from '../bidi/index.ts';
import { joinRowPieces } from '../detect/db-postprocess.ts';
import { textLayerPage } from '../input/pdf-text.ts';
import type { SourcePage } from '../input/source-page.ts';
import { isSideways } from './detect.ts';
import { recognisePage } from './recognise.ts';
import type { PageRequest, StageContext } from './types.ts';

type TextPage = Extract<SourcePage, { kind: 'text' }>;

/**
 * Points an image must reach both ways to be read. On the invoices measured, images holding words (logos
 * with the brand's name, a pasted address block) were 20.5–113 points tall; the ones below were symbols
 * set beside the text (currency signs 8–15, an envelope 16 points tall).
 */
const MIN_SIDE = 18;
/**
 * Text-layer characters over an image from which the image counts as read through them: the bar that makes
 * a page a text page (`MIN_TEXT_LAYER_CHARS`), here for the part of it an image covers. A scan wrapped in a
 * PDF with its OCR as invisible text is read once, from that text.
 */
const TEXT_OVER_IMAGE = 16;
/** Share of a detected line's box the text layer's words may cover before the line counts as theirs. */
const COVERED_LINE = 0.3;
/**
 * Lines read under even odds are dropped: a chart's strokes and a photo's edges read as letters (0.00–0.48
 * on the ICDAR charts), where an image's print read 0.5 (a word the two Latin readers disagree on) or more.
 */
const MIN_LINE_CONFIDENCE = 0.5;
/**
 * Images read on one page, the largest first. The pages measured had two to read at most; a page of
 * thumbnails (a catalogue, a photo sheet) would otherwise cost a drawing and a detection each.
 */
const MAX_IMAGES = 8;

const area = (b: BBox) => b.w * b.h;

const overlap = (a: BBox, b: BBox) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

const inside = (w: BBox, b: BBox) => {
  const cx = w.x + w.w / 2;
  const cy = w.y + w.h / 2;
  return cx >= b.x && cx <= b.x + b.w && cy >= b.y && cy <= b.y + b.h;
};

/** Images that touch or overlap as one: a picture cut into strips or tiles is drawn and read whole. */
function joinTouching(images: readonly BBox[]): BBox[] {
  const boxes = images.map((b) => ({ ...b }));
  const touch = (a: BBox, b: BBox) =>
    a.x <= b.x + b.w + 1 && b.x <= a.x + a.w + 1 && a.y <= b.y + b.h + 1 && b.y <= a.y + a.h + 1;
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i] as BBox, boxes[j] as BBox];
      if (!touch(a, b)) continue;
      const x = Math.min(a.x, b.x);
      const y = Math.min(a.y, b.y);
      boxes[i] = { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
      boxes.splice(j, 1);
      j = i;
    }
  }
  return boxes;
}

/**
 * The images worth reading: large enough to hold a line of print, and not already under the text layer
 * (touching images counted as one).
 */
export function imagesToRead(images: readonly BBox[], words: readonly Word[]): BBox[] {
  return joinTouching(images)
    .filter(
      (image) =>
        image.w >= MIN_SIDE &&
        image.h >= MIN_SIDE &&
        words.filter((w) => inside(w.bbox, image)).reduce((n, w) => n + w.text.length, 0) < TEXT_OVER_IMAGE,
    )
    .sort((a, b) => area(b) - area(a))
    .slice(0, MAX_IMAGES);
}

/** Whether the text layer's words already cover this box (both in page points). */
export function coveredByText(box: BBox, words: readonly Word[]): boolean {
  const covered = words.reduce((s, w) => s + overlap(box, w.bbox), 0);
  return covered >= area(box) * COVERED_LINE;
}

/**
 * A text-layer page with the text of the images it draws: each image large enough to hold print and not
 * under the text layer is drawn alone at the OCR resolution, its lines detected at the scale of the whole
 * page, and read as an image page's are (the reader `recognisePage` chooses), without levelling (an image
 * is placed level). Lines the text layer already covers are not read; the rest join the page's lines
 * where they stand, marked `source: 'ocr'`. An image in which the detector finds no line costs its
 * drawing and one detection on its own pixels.
 */
export async function withImageText(
  ctx: StageContext,
  source: TextPage,
  request: PageRequest,
): Promise<Page> {
  const { page } = source;
  const lines = page.blocks.flatMap((b) => b.lines);
  const words = lines.flatMap((l) => l.words);
  const regions = imagesToRead(await source.images(), words);
  if (regions.length === 0) return page;
  const read: Line[] = [];
  for (const region of regions) read.push(...(await readRegion(ctx, source, region, words, request)));
  if (read.length === 0) return page;
  return textLayerPage(mergeByBottom(lines, read), page, isRtlText(page.text));
}

const bottom = (l: Line) => l.bbox.y + l.bbox.h;

/**
 * The OCR lines placed among the text layer's by where they end (a line's bottom stands in for its
 * baseline), the text layer's own order kept as it was: its rows are ordered by baseline, which a sort
 * on boxes could change where a large and a small font share a band.
 */
export function mergeByBottom(textLines: readonly Line[], ocrLines: readonly Line[]): Line[] {
  const merged = [...textLines];
  for (const line of [...ocrLines].sort((a, b) => bottom(a) - bottom(b))) {
    const at = merged.findIndex((l) => l.source !== 'ocr' && bottom(l) > bottom(line));
    merged.splice(at === -1 ? merged.length : at, 0, line);
  }
  return merged;
}

async function readRegion(
  ctx: StageContext,
  source: TextPage,
  region: BBox,
  words: readonly Word[],
  request: PageRequest,
): Promise<Line[]> {
  const image = await source.render(region);
  const scale = image.dpi / 72;
  const toPage = (b: BBox): BBox => ({
    x: region.x + b.x / scale,
    y: region.y + b.y / scale,
    w: b.w / scale,
    h: b.h / scale,
  });
  const found = await ctx.models.detector.detect(image, {
    width: source.page.width * scale,
    height: source.page.height * scale,
  });
  if (isSideways(found)) return [];
  const boxes = joinRowPieces(found).filter((b) => !coveredByText(toPage(b), words));
  if (boxes.length === 0) return [];
  const recognised = await recognisePage(
    ctx,
    { source: { kind: 'image', number: source.number, image }, image, skew: 0, boxes, sideways: false },
    request,
  );
  if (recognised.rotation !== 0) return [];
  return recognised.lines
    .filter((line) => line.confidence >= MIN_LINE_CONFIDENCE)
    .map((line) => ({
      ...line,
      bbox: toPage(line.bbox),
      words: line.words.map((w) => ({ ...w, bbox: toPage(w.bbox) })),
      source: 'ocr' as const,
    }));
}
