/**
 * A text line found on the page, in the coordinates of the image the detector was given. `angle`:
 * the direction of the detector's region in degrees (clockwise positive, as skew is), for a region
 * at least `ELONGATED` times as long as it is thick; the box itself is axis-aligned.
 */
export type TextBox = { x: number; y: number; w: number; h: number; score: number; angle?: number };

/** Two boxes over the same pixels (a box copied or read again, whatever its score). */
export const sameBox = (a: TextBox, b: TextBox) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/** A region whose length is at least this many times its thickness has a direction. */
const ELONGATED = 3;

export type DbPostprocessOptions = {
  /** Pixels whose text probability exceeds this belong to a text region (PaddleOCR's `det_db_thresh`). */
  threshold: number;
  /** Regions whose mean probability is below this are dropped (`det_db_box_thresh`). */
  boxThreshold: number;
  /** The detector shrinks regions while training; they are grown back by area × ratio ÷ perimeter. */
  unclipRatio: number;
  /** Regions with a shorter side (in map pixels) are noise. */
  minSide: number;
};

export const DB_DEFAULTS: DbPostprocessOptions = {
  threshold: 0.3,
  boxThreshold: 0.6,
  unclipRatio: 1.5,
  minSide: 3,
};

/**
 * Turns DB's probability map into axis-aligned line boxes: connected regions above the threshold,
 * scored by their mean probability, then grown back by the unclip distance. Pages are deskewed
 * before detection, so rotated rectangles would buy little here.
 */
export function boxesFromProbabilityMap(
  map: Float32Array,
  width: number,
  height: number,
  options: DbPostprocessOptions = DB_DEFAULTS,
): TextBox[] {
  const labels = new Int32Array(width * height).fill(-1);
  const boxes: TextBox[] = [];
  const stack: number[] = [];
  for (let start = 0; start < map.length; start++) {
    if (labels[start] !== -1 || (map[start] as number) <= options.threshold) continue;
    let minX = width;
    let minY = height;
    let maxX = 0;
    let maxY = 0;
    let sum = 0;
    let count = 0;
    // Moments of the region's pixels, for its direction.
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    labels[start] = boxes.length;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop() as number;
      const x = i % width;
      const y = (i - x) / width;
      sum += map[i] as number;
      count++;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      const visit = (j: number) => {
        if (labels[j] === -1 && (map[j] as number) > options.threshold) {
          labels[j] = boxes.length;
          stack.push(j);
        }
      };
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (y > 0) visit(i - width);
      if (y < height - 1) visit(i + width);
    }
    const w = maxX - minX + 1;
    const h = maxY - minY + 1;
    // The label keeps its slot even when dropped, so the region is not visited again.
    const angle = regionAngle(count, sx / count, sy / count, sxx / count, syy / count, sxy / count);
    boxes.push({
      x: minX,
      y: minY,
      w,
      h,
      score: count > 0 ? sum / count : 0,
      ...(angle === undefined ? {} : { angle }),
    });
  }
  return boxes
    .filter((b) => Math.min(b.w, b.h) >= options.minSide && b.score >= options.boxThreshold)
    .map((b) => {
      const d = (b.w * b.h * options.unclipRatio) / (2 * (b.w + b.h));
      const x = Math.max(0, b.x - d);
      const y = Math.max(0, b.y - d);
      return {
        ...b,
        x,
        y,
        w: Math.min(width, b.x + b.w + d) - x,
        h: Math.min(height, b.y + b.h + d) - y,
      };
    });
}

/**
 * The direction of a region's principal axis from its central second moments, in degrees within
 * ±90; undefined for a region too round to have one (a lone character, a blot).
 */
function regionAngle(n: number, mx: number, my: number, mxx: number, myy: number, mxy: number) {
  if (n < 2) return undefined;
  const a = mxx - mx * mx;
  const c = myy - my * my;
  const b = mxy - mx * my;
  const spread = Math.sqrt(((a - c) / 2) ** 2 + b * b);
  const long = (a + c) / 2 + spread;
  const thick = (a + c) / 2 - spread;
  // Variances: a length ELONGATED times the thickness is ELONGATED² times the variance.
  if (long < ELONGATED * ELONGATED * Math.max(thick, 1e-9)) return undefined;
  return (Math.atan2(2 * b, a - c) * 90) / Math.PI;
}

/** Pieces of one row closer than this many line heights are one line (the detector splits at wide word gaps). */
const JOIN_GAP_LINES = 0.6;

/**
 * Joins boxes that share a row and touch or nearly touch: the recogniser reads a whole line better
 * than its pieces (context for spaces and punctuation), and overlapping pieces would read the
 * shared letters twice. Far-apart pieces (a label and its amount) stay apart.
 */
export function joinRowPieces(boxes: readonly TextBox[]): TextBox[] {
  const out = [...boxes].sort((a, b) => a.x - b.x);
  let joined = true;
  while (joined) {
    joined = false;
    for (let i = 0; i < out.length && !joined; i++) {
      for (let j = i + 1; j < out.length && !joined; j++) {
        const a = out[i] as TextBox;
        const b = out[j] as TextBox;
        const shared = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
        const height = Math.min(a.h, b.h);
        const gap = Math.max(a.x, b.x) - Math.min(a.x + a.w, b.x + b.w);
        if (shared > height * 0.5 && gap < height * JOIN_GAP_LINES) {
          const x = Math.min(a.x, b.x);
          const y = Math.min(a.y, b.y);
          out[i] = {
            x,
            y,
            w: Math.max(a.x + a.w, b.x + b.w) - x,
            h: Math.max(a.y + a.h, b.y + b.h) - y,
            score: Math.max(a.score, b.score),
          };
          out.splice(j, 1);
          joined = true;
        }
      }
    }
  }
  return out;
}
