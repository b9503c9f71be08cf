import type { Ruling } from '../../input/index.ts';
import type { Region } from './grid.ts';

/** A line neither level nor upright: a chart's data, a wedge's side, a curve's chord. */
export const isSlanted = (r: Ruling) => r.x0 !== r.x1 && r.y0 !== r.y1;

/**
 * A region the page draws slanted ink across (more of it than the region's width and height together) is
 * a figure: a chart's frame, its legend and the labels of its axes line up as a table's cells do, but no
 * table is drawn with slanted lines. A check mark or a rounded corner is a few points of such ink.
 */
export function isFigure(region: Region, slanted: readonly Ruling[]): boolean {
  let ink = 0;
  for (const s of slanted) {
    const x = (s.x0 + s.x1) / 2;
    const y = (s.y0 + s.y1) / 2;
    if (x >= region.x0 && x <= region.x1 && y >= region.y0 && y <= region.y1)
      ink += Math.hypot(s.x1 - s.x0, s.y1 - s.y0);
  }
  return ink > region.x1 - region.x0 + (region.y1 - region.y0);
}
