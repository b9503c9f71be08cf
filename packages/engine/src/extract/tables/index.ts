import type { Table } from '@docread/contracts';
import type { Ruling } from '../../input/index.ts';
import type { TextLine } from '../types.ts';
import { gridOf } from './grid.ts';
import { findRegions } from './regions.ts';
import { mergeRulings } from './rulings.ts';
import { wordsOf } from './text.ts';

/**
 * Tables on each page, from where its words stand and the lines it draws (`rulings`, by page
 * number; absent for pages read without them): regions first (`regions.ts`), then each region's
 * grid of cells (`grid.ts`). A region whose grid is a single column, or whose rows mostly hold one
 * piece of text, is prose and not a table.
 */
export function findTables(rows: readonly TextLine[], rulings: Record<number, Ruling[]> = {}): Table[] {
  const pages = [...new Set(rows.map((r) => r.page))];
  return pages.flatMap((page) => {
    const words = wordsOf(rows.filter((r) => r.page === page));
    const regions = findRegions(page, words, mergeRulings(rulings[page] ?? []));
    return regions
      .map(gridOf)
      .filter(
        (t): t is Table => t !== null && t.columns >= 2 && t.rows >= 2 && t.cells.length >= t.rows * 1.5,
      )
      .sort((a, b) => a.bbox.y - b.bbox.y);
  });
}
