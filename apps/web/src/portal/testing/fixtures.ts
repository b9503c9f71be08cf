import type { DocumentListItem } from '@docread/contracts';

/**
 * Canned answers of the fake API, whole as the contract describes them: the portal parses every answer with
 * the contract's schema in tests, so a partial one fails like a server's wrong answer would.
 */
export function listedDocument(over: Partial<DocumentListItem> = {}): DocumentListItem {
  return {
    id: 'd1',
    documentName: 'March invoice',
    documentType: 'invoice',
    requestedType: null,
    filename: 'march.pdf',
    fileSize: 1572864,
    fileType: 'application/pdf',
    status: 'completed',
    error: null,
    attempts: 1,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    completedAt: null,
    source: 'portal',
    apiKeyId: null,
    pages: 1,
    vendor: null,
    documentDate: null,
    total: null,
    currency: null,
    needsReview: null,
    ...over,
  };
}
