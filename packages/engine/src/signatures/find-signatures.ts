import type { BBox, Line, Signature } from '@docread/contracts';
import type { GreyImage } from '../input/source-page.ts';

/** Words that ask for a signature, in English and Hebrew (חתימה, חתום, חתימת…). */
const SIGNATURE_LABEL = /\b(signature|signed|sign here)\b|חתימ|חתום/i;
/** Around a label, ink is looked for this many of its line heights away on either side… */
const LABEL_REACH = 20;
/** …and from this many line heights above it to this many below (a signature often sits over its line). */
const LABEL_ABOVE = 3;
const LABEL_BELOW = 4;
/** Without a label, the bottom part of the page where a free-hand signature is looked for. */
const FOOT = 0.25;
/**
 * A straight dark run this many text heights long is a rule (the empty line to sign on, a form's box),
 * not a stroke: it is taken out before the ink is split into pieces.
 */
const RULE_LENGTH = 4;
/** A piece of ink this much taller than a line of text, or this much wider and at least half as tall… */
const STROKE_HEIGHT = 1.5;
const STROKE_WIDTH = 3;
/** …that covers at most this share of its box (a pen's thin curve, not a filled logo or bold print). */
const STROKE_FILL = 0.2;
/** Strokes this many text heights apart belong to one signature. */
const STROKE_GAP = 2;
/** Pixels from the image's edge within which ink is the paper's edge. */
const EDGE = 3;
/** Confidence of ink beside a signature label, and of ink alone at the foot of the page. */
const LABELLED = 0.9;
const FOOT_ONLY = 0.6;

/**
 * Signed areas on a page: hand-drawn ink (large, thin, curved pieces that no printed letter makes) near a
 * signature label, or, on a page without one, at its foot. `lines` are the page's reading, on `image`'s
 * pixels; printed words the reader vouched for are never taken for ink. Only the searched regions are
 * scanned, so the cost is a few label-sized windows (or the page's foot), not the page.
 */
export function findSignatures(image: GreyImage, lines: readonly Line[]): Signature[] {
  const textHeight = medianHeight(lines) ?? image.height / 60;
  const dark = darkBelow(image);
  const printed = lines
    .flatMap((l) => l.words)
    .filter((w) => w.confidence >= 0.8 && /\p{L}{2}/u.test(w.text));
  const labels = lines.flatMap((l) => labelOf(l) ?? []);
  const regions = labels.length
    ? labels.map((l) => ({ box: aroundLabel(l.bbox, image), label: l.text, confidence: LABELLED }))
    : [{ box: foot(image), label: undefined, confidence: FOOT_ONLY }];
  const found: Signature[] = [];
  for (const region of regions) {
    const ink = inkPieces(image, region.box, dark, textHeight).filter(
      (p) => !atEdge(p.box, image) && !printed.some((w) => isPrintedGlyph(p.box, w.bbox)),
    );
    const gap = STROKE_GAP * textHeight;
    const strokes = grouped(
      ink.filter((p) => isStroke(p, textHeight)).map((p) => p.box),
      gap,
    );
    // A stroke's smaller pieces (the tail cut off where it crossed the rule, a dot) join its signature.
    for (const piece of ink) {
      const near = strokes.findIndex((s) => overlaps(grown(s, gap), piece.box));
      if (near !== -1) strokes[near] = union(strokes[near] as BBox, piece.box);
    }
    for (const box of grouped(strokes, 0)) {
      if (found.some((f) => overlaps(f.bbox, box))) continue;
      found.push({
        bbox: box,
        confidence: region.confidence,
        ...(region.label ? { label: region.label } : {}),
      });
    }
  }
  return found;
}

type Piece = { box: BBox; pixels: number };

/**
 * A line's signature label: its words that name it, or the whole line when the name spans words (`Sign
 * here`). The words' own box, not the line's, measures the reach: the reader may join the ink to the line.
 */
function labelOf(line: Line): { text: string; bbox: BBox } | undefined {
  if (!SIGNATURE_LABEL.test(line.text)) return undefined;
  const words = line.words.filter((w) => SIGNATURE_LABEL.test(w.text));
  if (!words.length) return { text: line.text, bbox: line.bbox };
  return { text: words.map((w) => w.text).join(' '), bbox: words.map((w) => w.bbox).reduce(union) };
}

function medianHeight(lines: readonly Line[]): number | undefined {
  const heights = lines
    .filter((l) => /\p{L}{2}/u.test(l.text))
    .map((l) => l.bbox.h)
    .sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)];
}

/** The grey level below which a pixel is ink: past Otsu's split of the page's histogram, never above mid-grey. */
function darkBelow(image: GreyImage): number {
  const histogram = new Float64Array(256);
  const { data } = image;
  // Every 7th pixel: the split of a page's histogram does not need all of it, and a full pass was most
  // of the search's time.
  let total = 0;
  for (let i = 0; i < data.length; i += 7, total++)
    histogram[data[i] as number] = (histogram[data[i] as number] as number) + 1;
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * (histogram[v] as number);
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let v = 0; v < 256; v++) {
    below += histogram[v] as number;
    if (below === 0 || below === total) continue;
    belowSum += v * (histogram[v] as number);
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return Math.min(threshold + 1, 128);
}

function aroundLabel(label: BBox, image: GreyImage): BBox {
  const reach = LABEL_REACH * label.h;
  return clip(
    {
      x: label.x - reach,
      y: label.y - LABEL_ABOVE * label.h,
      w: label.w + 2 * reach,
      h: (LABEL_ABOVE + 1 + LABEL_BELOW) * label.h,
    },
    image,
  );
}

const foot = (image: GreyImage): BBox => {
  const top = Math.floor(image.height * (1 - FOOT));
  return { x: 0, y: top, w: image.width, h: image.height - top };
};

function clip(box: BBox, image: GreyImage): BBox {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  return {
    x,
    y,
    w: Math.max(0, Math.min(image.width, Math.ceil(box.x + box.w)) - x),
    h: Math.max(0, Math.min(image.height, Math.ceil(box.y + box.h)) - y),
  };
}

/** The region's ink without its rules, split into 8-connected pieces (in image coordinates). */
function inkPieces(image: GreyImage, region: BBox, dark: number, textHeight: number): Piece[] {
  const { w, h } = region;
  const ink = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = (region.y + y) * image.width + region.x;
    for (let x = 0; x < w; x++) if ((image.data[row + x] as number) < dark) ink[y * w + x] = 1;
  }
  removeRules(ink, w, h, Math.max(8, Math.round(RULE_LENGTH * textHeight)));
  const pieces: Piece[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (ink[start] !== 1) continue;
    ink[start] = 2;
    stack.push(start);
    let minX = w;
    let minY = h;
    let maxX = 0;
    let maxY = 0;
    let pixels = 0;
    while (stack.length) {
      const at = stack.pop() as number;
      const x = at % w;
      const y = (at - x) / w;
      pixels++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= w) continue;
          const next = ny * w + nx;
          if (ink[next] === 1) {
            ink[next] = 2;
            stack.push(next);
          }
        }
      }
    }
    pieces.push({
      box: { x: region.x + minX, y: region.y + minY, w: maxX - minX + 1, h: maxY - minY + 1 },
      pixels,
    });
  }
  return pieces;
}

/** Clears straight horizontal and vertical runs of ink at least `length` long. */
function removeRules(ink: Uint8Array, w: number, h: number, length: number): void {
  const rule = new Uint8Array(ink.length);
  const mark = (starts: number, count: number, step: number) => {
    let run = 0;
    for (let i = 0; i <= count; i++) {
      const on = i < count && ink[starts + i * step] === 1;
      if (on) run++;
      else {
        if (run >= length) for (let j = i - run; j < i; j++) rule[starts + j * step] = 1;
        run = 0;
      }
    }
  };
  for (let y = 0; y < h; y++) mark(y * w, w, 1);
  for (let x = 0; x < w; x++) mark(x, h, w);
  for (let i = 0; i < ink.length; i++) if (rule[i]) ink[i] = 0;
}

function isStroke(piece: Piece, textHeight: number): boolean {
  const { w, h } = piece.box;
  const large = h >= STROKE_HEIGHT * textHeight || (w >= STROKE_WIDTH * textHeight && h >= textHeight / 2);
  return large && piece.pixels <= STROKE_FILL * w * h;
}

/**
 * Ink that reaches the image's edge is the paper's edge, its torn end or the table under a photographed
 * receipt (what SROIE's receipts showed), not a signature, which is signed inside the page.
 */
const atEdge = (box: BBox, image: GreyImage) =>
  box.x <= EDGE ||
  box.y <= EDGE ||
  box.x + box.w >= image.width - EDGE ||
  box.y + box.h >= image.height - EDGE;

/** A piece inside a printed word as tall as the piece is a large letter, not a stroke. */
function isPrintedGlyph(piece: BBox, word: BBox): boolean {
  return contains(word, piece) && word.h <= 1.3 * piece.h;
}

const contains = (outer: BBox, inner: BBox) =>
  inner.x >= outer.x - 2 &&
  inner.y >= outer.y - 2 &&
  inner.x + inner.w <= outer.x + outer.w + 2 &&
  inner.y + inner.h <= outer.y + outer.h + 2;

const overlaps = (a: BBox, b: BBox) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Boxes within `gap` of one another, joined into one box each. */
function grouped(boxes: readonly BBox[], gap: number): BBox[] {
  const groups = boxes.map((b) => ({ ...b }));
  let joined = true;
  while (joined) {
    joined = false;
    for (let i = 0; i < groups.length && !joined; i++) {
      for (let j = i + 1; j < groups.length && !joined; j++) {
        const a = groups[i] as BBox;
        const b = groups[j] as BBox;
        if (!overlaps(grown(a, gap), b)) continue;
        groups[i] = union(a, b);
        groups.splice(j, 1);
        joined = true;
      }
    }
  }
  return groups;
}

const grown = (b: BBox, by: number): BBox => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });

function union(a: BBox, b: BBox): BBox {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}
