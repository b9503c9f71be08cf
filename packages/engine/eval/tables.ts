/** ICDAR 2013 table structure: the engine's tables on each PDF page against the competition's ground truth. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Engine } from '../src/engine.ts';
import { understand } from '../src/extract/index.ts';
import { round } from './metrics.ts';
import {
  adjacencyRelations,
  compareRelations,
  f1Of,
  type GridCell,
  parseStructureXml,
  type RelationCount,
} from './table-adjacency.ts';

export async function scoreTables(
  dir: string,
  engine: Engine,
  limit: number,
  log: (message: string) => void,
): Promise<Record<string, unknown>> {
  const total: RelationCount = { correct: 0, found: 0, expected: 0 };
  const perFile: Record<string, ReturnType<typeof f1Of>> = {};
  let documents = 0;
  for (const part of ['competition-dataset-eu', 'competition-dataset-us']) {
    const folder = path.join(dir, part);
    const structures = (await fs.readdir(folder)).filter((f) => f.endsWith('-str.xml')).sort();
    for (const structure of structures) {
      if (documents >= limit) break;
      const id = structure.replace(/-str\.xml$/, '');
      // Variant ground truths ("009a", "009b") may share the PDF of their number.
      const candidates = [`${id}.pdf`, `${id.replace(/[a-z]$/, '')}.pdf`].map((f) => path.join(folder, f));
      const found = await Promise.all(candidates.map((f) => fs.stat(f).catch(() => null)));
      const pdf = candidates[found.findIndex(Boolean)];
      if (!pdf) continue;
      documents++;
      const truth = parseStructureXml(await fs.readFile(path.join(folder, structure), 'utf8'));
      const pages = [...new Set(truth.map((t) => t.page))];
      const { pages: read, rulings } = await engine.readPages(pdf);
      const tables = understand(
        read.filter((p) => pages.includes(p.number)),
        { rulings },
      ).tables;
      const count: RelationCount = { correct: 0, found: 0, expected: 0 };
      for (const page of pages) {
        const expected = truth.filter((t) => t.page === page).flatMap((t) => adjacencyRelations(t.cells));
        const found = tables
          .filter((t) => t.page === page)
          .flatMap((t) =>
            adjacencyRelations(
              t.cells.map(
                (c): GridCell => ({
                  row: c.row,
                  col: c.column,
                  endRow: c.row + c.rowSpan - 1,
                  endCol: c.column + c.columnSpan - 1,
                  text: c.text,
                }),
              ),
            ),
          );
        const c = compareRelations(found, expected);
        count.correct += c.correct;
        count.found += c.found;
        count.expected += c.expected;
      }
      total.correct += count.correct;
      total.found += count.found;
      total.expected += count.expected;
      perFile[id] = f1Of(count);
      log(`icdar2013 ${id}: F1 ${round(perFile[id].f1, 3)}`);
    }
  }
  const overall = f1Of(total);
  return {
    documents,
    relations: total,
    precision: round(overall.precision),
    recall: round(overall.recall),
    f1: round(overall.f1),
    perFile,
  };
}
