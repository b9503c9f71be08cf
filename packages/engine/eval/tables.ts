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
  const perFile: Record<
    string,
    ReturnType<typeof f1Of> & { tables: number; expectedTables: number; elsewhere: number }
  > = {};
  const parts: Record<string, Record<string, number>> = {};
  let documents = 0;
  let tablesFound = 0;
  let tablesExpected = 0;
  let tablesElsewhere = 0;
  for (const part of ['competition-dataset-eu', 'competition-dataset-us']) {
    const partCount: RelationCount = { correct: 0, found: 0, expected: 0 };
    let partDocuments = 0;
    let partFound = 0;
    let partExpected = 0;
    let partElsewhere = 0;
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
      partDocuments++;
      const truth = parseStructureXml(await fs.readFile(path.join(folder, structure), 'utf8'));
      const pages = [...new Set(truth.map((t) => t.page))];
      const { pages: read, rulings } = await engine.readPages(pdf);
      // Every page is read: the ground truth holds every table of its document, so one found on a page
      // it has none on is an extra region too.
      const tables = understand(read, { rulings }).tables;
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
      for (const c of [total, partCount]) {
        c.correct += count.correct;
        c.found += count.found;
        c.expected += count.expected;
      }
      // Tables found on the pages that have ground truth, against the tables there: extra regions show here.
      const onPages = tables.filter((t) => pages.includes(t.page)).length;
      const elsewhere = tables.length - onPages;
      partFound += onPages;
      partExpected += truth.length;
      partElsewhere += elsewhere;
      perFile[id] = { ...f1Of(count), tables: onPages, expectedTables: truth.length, elsewhere };
      log(
        `icdar2013 ${id}: F1 ${round(perFile[id].f1, 3)}, ${onPages} of ${truth.length} tables, ${elsewhere} on pages without one`,
      );
    }
    const f = f1Of(partCount);
    parts[part.replace('competition-dataset-', '')] = {
      documents: partDocuments,
      precision: round(f.precision),
      recall: round(f.recall),
      f1: round(f.f1),
      tablesFound: partFound,
      tablesExpected: partExpected,
      tablesElsewhere: partElsewhere,
    };
    tablesFound += partFound;
    tablesExpected += partExpected;
    tablesElsewhere += partElsewhere;
  }
  const overall = f1Of(total);
  return {
    documents,
    relations: total,
    precision: round(overall.precision),
    recall: round(overall.recall),
    f1: round(overall.f1),
    tablesFound,
    tablesExpected,
    tablesElsewhere,
    parts,
    perFile,
  };
}
