import { csvText, type UsageDay } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/values.ts';
import { apiKeyNames } from '../api-keys/api-key-records.ts';
import { selectCountedEntries, selectLedger } from './billing.repository.ts';

/**
 * Pages and documents per UTC day and source from `start` to `end`, oldest first. Summed here rather than
 * by SQL date functions, which differ between SQLite and PostgreSQL; a period holds at most its quota's
 * entries.
 */
export async function usagePerDay(db: Db, userId: string, start: Date, end: Date): Promise<UsageDay[]> {
  const rows = await selectCountedEntries(db, userId, start, end);
  const days = new Map<string, UsageDay>();
  for (const row of rows) {
    const date = toIso(row.created_at).slice(0, 10);
    const source = row.source === 'api' ? 'api' : 'portal';
    const apiKeyId = source === 'api' ? row.api_key_id : null;
    const key = `${date}|${source}|${apiKeyId ?? ''}`;
    const day = days.get(key) ?? { date, source, apiKeyId, pages: 0, documents: 0 };
    day.pages += Number(row.pages ?? 0);
    day.documents += 1;
    days.set(key, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source));
}

/** The usage ledger as CSV, newest first: one line per document counted, refunded ones marked. */
export async function usageLedgerCsv(db: Db, userId: string): Promise<string> {
  const rows = await selectLedger(db, userId);
  const keyIds = [...new Set(rows.flatMap((row) => (row.api_key_id ? [row.api_key_id] : [])))];
  const keyNames = new Map((await apiKeyNames(db, keyIds)).map((key) => [key.id, key.name]));
  const lines = [['date', 'document_id', 'source', 'api_key_id', 'api_key_name', 'pages', 'status']];
  for (const row of rows)
    lines.push([
      toIso(row.created_at),
      row.document_id,
      row.source,
      row.api_key_id ?? '',
      (row.api_key_id && keyNames.get(row.api_key_id)) ?? '',
      row.pages == null ? '' : String(row.pages),
      row.status,
    ]);
  return csvText(lines);
}
