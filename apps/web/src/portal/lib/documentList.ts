import type { DocumentRow } from '@docread/contracts';
import { ApiError, api } from '../../lib/api.ts';

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

/**
 * The newest documents first. The filters (`limit`, `status`) narrow the answer on a paginated server; a
 * server that refuses them (400) is asked again without, and the caller filters what comes back.
 */
export async function recentDocuments(params: Record<string, string> = {}): Promise<ListedDocument[]> {
  const query = new URLSearchParams({ limit: '50', ...params });
  const body = await api<unknown>(`/api/documents?${query}`).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 400) return api<unknown>('/api/documents');
    throw error;
  });
  return [...listItems(body)].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
