import { apply, type Matrix, multiply } from './pdf-matrix.ts';
import type { Ruling } from './source-page.ts';

/** The pdf.js operator codes this reader follows (`OPS` in pdfjs-dist; stable across releases). */
export type PdfOps = Record<
  | 'save'
  | 'restore'
  | 'transform'
  | 'constructPath'
  | 'stroke'
  | 'closeStroke'
  | 'fill'
  | 'eoFill'
  | 'fillStroke'
  | 'eoFillStroke'
  | 'closeFillStroke'
  | 'closeEOFillStroke'
  | 'setLineWidth'
  | 'setFillRGBColor'
  | 'setStrokeRGBColor'
  | 'paintFormXObjectBegin'
  | 'paintFormXObjectEnd',
  number
>;

/** pdf.js's path encoding inside `constructPath` (`DrawOPS`). */
const MOVE = 0;
const LINE = 1;
const CURVE = 2;
const QUAD = 3;
const CLOSE = 4;

/** A filled shape thinner than this (points) is drawn as a line, whatever its length. */
const THIN_FILL = 3;
/** Segments this far off horizontal or vertical (points over their length) are not rulings. */
const SLANT = 0.02;
/** Rulings shorter than this (points) are glyph parts, bullets or check boxes rather than table lines. */
const MIN_LENGTH = 6;

/**
 * A shape whose every side (the closing one too) runs level or upright: a rectangle, or cells
 * shaded together. Only such a shape's box is drawn on the page; a pie slice's or an arrow's box
 * is not, and its sides would be rules nothing prints.
 */
function rectilinear(points: ReadonlyArray<[number, number]>): boolean {
  return points.every((a, i) => {
    const b = points[(i + 1) % points.length] as [number, number];
    const dx = Math.abs(a[0] - b[0]);
    const dy = Math.abs(a[1] - b[1]);
    return Math.min(dx, dy) <= Math.max(dx, dy) * SLANT;
  });
}

/** A fill colour as pdf.js hands it (`#rrggbb`); anything else (patterns, shading) counts as ink. */
function isLight(colour: unknown): boolean {
  if (typeof colour !== 'string' || !/^#[0-9a-f]{6}$/i.test(colour)) return false;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.299 * r + 0.587 * g + 0.114 * b > 0.94;
}

/**
 * The horizontal and vertical lines a PDF page draws, in page points from the top-left: stroked
 * segments and rectangle sides, and filled shapes thin enough to be lines (many producers draw
 * table rules as thin filled rectangles). The edges of larger filled, non-white rectangles count
 * too: shaded header rows and zebra stripes separate rows as a rule does. White fills are page
 * or cell backgrounds and are skipped. Slanted pieces (a chart's data lines, a wedge's sides, a
 * curve's chord) come too, at any length, as drawn: no rule, but the ink that tells a figure from a
 * table. `viewport` maps PDF user space to the page's top-left points.
 */
export function rulingsOf(
  ops: { fnArray: number[]; argsArray: unknown[] },
  OPS: PdfOps,
  viewport: Matrix,
): Ruling[] {
  const rulings: Ruling[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let fillLight = false;
  let strokeLight = false;
  const stack: Array<{ ctm: Matrix; fillLight: boolean; strokeLight: boolean }> = [];
  const push = () => stack.push({ ctm, fillLight, strokeLight });
  const pop = () => {
    const top = stack.pop();
    if (top) ({ ctm, fillLight, strokeLight } = top);
  };

  const toPage = (x: number, y: number) => apply(viewport, ...apply(ctm, x, y));

  /** A slanted piece, kept as drawn (neither level nor upright): a figure's ink, not a rule. */
  const addSlant = (a: [number, number], b: [number, number]) => {
    const dx = Math.abs(a[0] - b[0]);
    const dy = Math.abs(a[1] - b[1]);
    if (Number.isFinite(dx + dy) && dx > Math.max(dx, dy) * SLANT && dy > Math.max(dx, dy) * SLANT)
      rulings.push({ x0: a[0], y0: a[1], x1: b[0], y1: b[1] });
  };

  const addSegment = (a: [number, number], b: [number, number]) => {
    const dx = Math.abs(a[0] - b[0]);
    const dy = Math.abs(a[1] - b[1]);
    const length = Math.max(dx, dy);
    addSlant(a, b);
    if (length < MIN_LENGTH) return;
    if (dy <= length * SLANT) {
      const y = (a[1] + b[1]) / 2;
      rulings.push({ x0: Math.min(a[0], b[0]), y0: y, x1: Math.max(a[0], b[0]), y1: y });
    } else if (dx <= length * SLANT) {
      const x = (a[0] + b[0]) / 2;
      rulings.push({ x0: x, y0: Math.min(a[1], b[1]), x1: x, y1: Math.max(a[1], b[1]) });
    }
  };

  /** Sub-paths as lists of page points, each closed one ending where it started. */
  const subpaths = (data: ArrayLike<number>): Array<Array<[number, number]>> => {
    const paths: Array<Array<[number, number]>> = [];
    let current: Array<[number, number]> = [];
    for (let i = 0; i < data.length; ) {
      const op = data[i] as number;
      if (op === MOVE) {
        if (current.length > 1) paths.push(current);
        current = [toPage(data[i + 1] as number, data[i + 2] as number)];
        i += 3;
      } else if (op === LINE) {
        current.push(toPage(data[i + 1] as number, data[i + 2] as number));
        i += 3;
      } else if (op === CURVE || op === QUAD) {
        // A curve is no rule, but its chord is drawing a figure's; the break keeps it apart from the
        // straight pieces before and after it.
        const at = op === CURVE ? i + 5 : i + 3;
        const end = toPage(data[at] as number, data[at + 1] as number);
        const start = current.at(-1);
        if (start) addSlant(start, end);
        current.push([Number.NaN, Number.NaN], end);
        i += op === CURVE ? 7 : 5;
      } else if (op === CLOSE) {
        const first = current[0];
        if (first) current.push(first);
        i += 1;
      } else break;
    }
    if (current.length > 1) paths.push(current);
    return paths;
  };

  const strokePath = (points: Array<[number, number]>) => {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1] as [number, number];
      const b = points[i] as [number, number];
      if (Number.isFinite(a[0]) && Number.isFinite(b[0])) addSegment(a, b);
    }
  };

  const fillPath = (points: Array<[number, number]>, outlined: boolean) => {
    // A shape's slanted sides are a figure's ink (once: a stroke round it counts them already).
    if (!outlined && !fillLight)
      for (let i = 1; i < points.length; i++)
        addSlant(points[i - 1] as [number, number], points[i] as [number, number]);
    if (points.some((p) => !Number.isFinite(p[0]))) return;
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    if (y1 - y0 <= THIN_FILL) addSegment([x0, (y0 + y1) / 2], [x1, (y0 + y1) / 2]);
    else if (x1 - x0 <= THIN_FILL) addSegment([(x0 + x1) / 2, y0], [(x0 + x1) / 2, y1]);
    else if (!fillLight && rectilinear(points)) {
      addSegment([x0, y0], [x1, y0]);
      addSegment([x0, y1], [x1, y1]);
      addSegment([x0, y0], [x0, y1]);
      addSegment([x1, y0], [x1, y1]);
    }
  };

  const { fnArray, argsArray } = ops;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    if (fn === OPS.save) push();
    else if (fn === OPS.restore) pop();
    else if (fn === OPS.transform && args) ctm = multiply(args as unknown as Matrix, ctm);
    else if (fn === OPS.paintFormXObjectBegin && args) {
      push();
      const matrix = args[0] as Matrix | null;
      if (Array.isArray(matrix) && matrix.length === 6) ctm = multiply(matrix, ctm);
    } else if (fn === OPS.paintFormXObjectEnd) pop();
    else if (fn === OPS.setFillRGBColor && args) fillLight = isLight(args[0]);
    else if (fn === OPS.setStrokeRGBColor && args) strokeLight = isLight(args[0]);
    else if (fn === OPS.constructPath && args) {
      const [paintOp, data] = args as [number, Array<ArrayLike<number>> | null];
      const path = data?.[0];
      if (!path) continue;
      const paths = subpaths(path);
      const strokes = [
        OPS.stroke,
        OPS.closeStroke,
        OPS.fillStroke,
        OPS.eoFillStroke,
        OPS.closeFillStroke,
        OPS.closeEOFillStroke,
      ];
      const fills = [
        OPS.fill,
        OPS.eoFill,
        OPS.fillStroke,
        OPS.eoFillStroke,
        OPS.closeFillStroke,
        OPS.closeEOFillStroke,
      ];
      const stroked = strokes.includes(paintOp) && !strokeLight;
      if (fills.includes(paintOp)) for (const p of paths) fillPath(p, stroked);
      if (stroked) for (const p of paths) strokePath(p);
    }
  }
  return rulings;
}
