import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type BulkSummaryFormat,
  csvText,
  type Locale,
  SUMMARY_COLUMNS,
  SUMMARY_HEADINGS,
} from '@docread/contracts';
import type { EnginePool } from '@docread/engine/pool';
import type { Db } from '../../db/database.ts';
import type { DocumentRecord } from '../../db/schema.ts';
import { toBool, toIso } from '../../db/values.ts';
import { storedResult } from '../results/job-view.ts';
import { summarizeResult } from './document-summary.ts';
import { ownLiveDocuments } from './documents.repository.ts';

export interface DocumentsSummaryFile {
  body: Buffer;
  contentType: string;
  filename: string;
  count: number;
}

const DATE_COLUMNS = [SUMMARY_COLUMNS.indexOf('document_date')];

type Cell = string | number | null;

/**
 * The selected documents as one table, a row each (pending and failed ones too, so the sheet accounts for
 * the whole selection), newest upload first. Values are read from the result with people's corrections
 * applied, so the sheet says what the viewer says. Headed in `language` when one is given, else by the
 * identifiers programs read. XLSX is written by the engine pool, off the event loop; the CSV is plain text.
 */
export async function exportSummary(
  deps: { db: Db; engine: Pick<EnginePool, 'toSheetXlsx'> },
  userId: string,
  ids: readonly string[],
  format: BulkSummaryFormat,
  language?: Locale,
): Promise<DocumentsSummaryFile> {
  const headings = language ? SUMMARY_HEADINGS[language] : undefined;
  const columns = SUMMARY_COLUMNS.map((c) => headings?.[c] ?? c);
  const rows = await ownLiveDocuments(deps.db, userId, ids);
  rows.sort((a, b) => toIso(b.created_at).localeCompare(toIso(a.created_at)) || a.id.localeCompare(b.id));
  const table: Cell[][] = [];
  for (const row of rows) {
    table.push(summaryRow(row));
    // Each row parses a stored result: let other requests in between.
    await nextTurn();
  }
  if (format === 'csv')
    return {
      // A byte-order mark so spreadsheet programs read the Hebrew as UTF-8.
      body: Buffer.from(
        `\uFEFF${csvText([columns, ...table.map((r) => r.map((c) => (c == null ? '' : String(c))))])}`,
      ),
      contentType: 'text/csv; charset=utf-8',
      filename: 'documents.csv',
      count: rows.length,
    };
  return {
    body: await deps.engine.toSheetXlsx({
      name: (headings ?? SUMMARY_HEADINGS.en).sheet,
      rightToLeft: language === 'he',
      columns,
      rows: table,
      dateColumns: DATE_COLUMNS,
    }),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: 'documents.xlsx',
    count: rows.length,
  };
}

function summaryRow(row: DocumentRecord): Cell[] {
  const result = row.status === 'completed' ? storedResult(row) : null;
  const summary = result ? summarizeResult(result) : null;
  const needsReview = summary ? summary.needs_review : row.needs_review;
  return [
    row.filename,
    row.document_name,
    row.document_type,
    row.status,
    summary ? summary.vendor : row.vendor,
    summary ? summary.document_date : row.document_date,
    summary ? summary.total_amount : row.total_amount == null ? null : Number(row.total_amount),
    summary ? summary.currency : row.currency,
    result ? Number(result.confidence.toFixed(3)) : null,
    needsReview == null ? null : toBool(needsReview) ? 'yes' : 'no',
    row.pages,
    row.source === 'api' ? 'api' : 'portal',
    toIso(row.created_at),
  ];
}
