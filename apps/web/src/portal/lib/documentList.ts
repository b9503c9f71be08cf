import type { DocumentRow } from '@docread/contracts';
import { api } from '../../lib/api.ts';

/** A list row, with the summary fields the paginated list may add (issue 14) when the server sends them. */
export type ListedDocument = DocumentRow & { needsReview?: boolean };

/**
 * `GET /api/documents` answers a plain array today and `{ items, nextCursor }` once it is paginated
 * (issue 14); callers read both the same way.
 */
export function listItems(body: unknown): ListedDocument[] {
  if (Array.isArray(body)) return body as ListedDocument[];
  if (body && typeof body === 'object' && Array.isArray((body as { items?: unknown }).items))
    return (body as { items: ListedDocument[] }).items;
  return [];
}

/** The newest documents first; the query parameters are ignored by a server that does not know them. */
export async function recentDocuments(params: Record<string, string> = {}): Promise<ListedDocument[]> {
  const query = new URLSearchParams({ limit: '50', sort: '-createdAt', ...params });
  const items = listItems(await api<unknown>(`/api/documents?${query}`));
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
