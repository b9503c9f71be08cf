import type { BBox } from '@docread/contracts';
import { apply, type Matrix, multiply } from './pdf-matrix.ts';

/** The pdf.js operator codes this reader follows (`OPS` in pdfjs-dist; stable across releases). */
export type PdfImageOps = Record<
  | 'save'
  | 'restore'
  | 'transform'
  | 'paintFormXObjectBegin'
  | 'paintFormXObjectEnd'
  | 'paintImageXObject'
  | 'paintInlineImageXObject'
  | 'paintImageMaskXObject',
  number
>;

/**
 * Where a PDF page draws its images, in page points from the top-left, clipped to the page: each image
 * fills the unit square of the transform current when it is painted. Image masks count too: a 1-bit
 * scan (a stamp, a signature block) is often drawn as one. `viewport` maps PDF user space to the page's
 * top-left points; `size` is the page's.
 */
export function imagesOf(
  ops: { fnArray: number[]; argsArray: unknown[] },
  OPS: PdfImageOps,
  viewport: Matrix,
  size: { width: number; height: number },
): BBox[] {
  const boxes: BBox[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  const paints = [OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject];
  const { fnArray, argsArray } = ops;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i] as number;
    const args = argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform && args) ctm = multiply(args as unknown as Matrix, ctm);
    else if (fn === OPS.paintFormXObjectBegin && args) {
      stack.push(ctm);
      const matrix = args[0] as Matrix | null;
      if (Array.isArray(matrix) && matrix.length === 6) ctm = multiply(matrix, ctm);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (paints.includes(fn)) {
      const corners = [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ].map(([x, y]) => apply(viewport, ...apply(ctm, x as number, y as number)));
      const xs = corners.map((c) => c[0]);
      const ys = corners.map((c) => c[1]);
      const x0 = Math.max(0, Math.min(...xs));
      const y0 = Math.max(0, Math.min(...ys));
      const x1 = Math.min(size.width, Math.max(...xs));
      const y1 = Math.min(size.height, Math.max(...ys));
      if (Number.isFinite(x0 + y0 + x1 + y1) && x1 > x0 && y1 > y0)
        boxes.push({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
    }
  }
  return boxes;
}
