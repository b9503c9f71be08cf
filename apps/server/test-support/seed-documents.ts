import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database.ts';

export interface SeedDocument {
  documentName?: string;
  filename?: string;
  documentType?: string;
  status?: string;
  source?: 'portal' | 'api';
  apiKeyId?: string | null;
  createdAt?: Date;
  vendor?: string | null;
  documentDate?: string | null;
  total?: number | null;
  currency?: string | null;
  needsReview?: boolean | null;
  text?: string | null;
}

const VENDORS = ['Acme Ltd', 'שופרסל', 'Bezeq', 'Electric Co', 'Cafe Noir', 'Office Depot', 'חברת החשמל'];
const TYPES = ['invoice', 'receipt', 'contract', 'id', 'passport', 'bank_statement', 'form', 'other'];
const STATUSES = ['completed', 'completed', 'completed', 'failed', 'pending', 'processing'];

/** A document row as a processed upload leaves it, without a stored file (for list tests and the bench). */
export function seedRow(userId: string, i: number, doc: SeedDocument = {}) {
  const created = doc.createdAt ?? new Date(Date.UTC(2026, 0, 1) + i * 3_600_000);
  const status = doc.status ?? STATUSES[i % STATUSES.length]!;
  const done = status === 'completed';
  const vendor = doc.vendor !== undefined ? doc.vendor : done ? VENDORS[i % VENDORS.length]! : null;
  return {
    id: randomUUID(),
    user_id: userId,
    document_name: doc.documentName ?? `Document ${i}`,
    document_type: doc.documentType ?? TYPES[i % TYPES.length]!,
    filename: doc.filename ?? `scan-${i}.pdf`,
    file_path: `${userId}/seed-${i}.pdf`,
    file_size: 1000 + i,
    file_type: 'application/pdf',
    status,
    source: doc.source ?? (i % 4 === 0 ? 'api' : 'portal'),
    api_key_id: doc.apiKeyId ?? null,
    result: null,
    error: status === 'failed' ? 'unreadable' : null,
    attempts: 1,
    pages: done ? 1 + (i % 5) : null,
    created_at: created.toISOString(),
    updated_at: created.toISOString(),
    started_at: null,
    completed_at: done ? created.toISOString() : null,
    vendor,
    document_date:
      doc.documentDate !== undefined ? doc.documentDate : done ? created.toISOString().slice(0, 10) : null,
    total_amount: doc.total !== undefined ? doc.total : done ? Math.round((i * 37.5) % 5000) / 1 : null,
    currency: doc.currency !== undefined ? doc.currency : done ? 'ILS' : null,
    needs_review: doc.needsReview !== undefined ? doc.needsReview : done ? i % 7 === 0 : null,
    text_content: doc.text !== undefined ? doc.text : done ? `${vendor} invoice number ${i} total` : null,
  };
}

/** Inserts rows in batches; answers their ids in insertion order. */
export async function seedDocuments(
  db: Db,
  userId: string,
  docs: SeedDocument[] | number,
  offset = 0,
): Promise<string[]> {
  const list = typeof docs === 'number' ? Array.from({ length: docs }, () => ({})) : docs;
  const rows = list.map((doc, i) => seedRow(userId, offset + i, doc));
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('documents')
      .values(rows.slice(i, i + 200) as never)
      .execute();
  return rows.map((r) => r.id);
}
