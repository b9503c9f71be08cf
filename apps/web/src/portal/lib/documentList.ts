import { type DocumentListItem, documentListSchema } from '@docread/contracts';
import { ApiError, api } from '../../lib/api.ts';

export type ListedDocument = DocumentListItem;

/**
 * The newest documents first. The filters (`limit`, `status`) narrow the answer; a server that refuses them
 * (400) is asked again without, and the caller filters what comes back.
 */
export async function recentDocuments(params: Record<string, string> = {}): Promise<ListedDocument[]> {
  const query = new URLSearchParams({ limit: '50', ...params });
  const page = await api(`/api/documents?${query}`, documentListSchema).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 400) return api('/api/documents', documentListSchema);
    throw error;
  });
  return [...page.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
