import { describe, expect, it, vi } from 'vitest';

const recorded: unknown[] = [];
vi.mock('../events/document-events.ts', () => ({
  recordDocumentEvent: async (_db: unknown, event: unknown) => {
    recorded.push(event);
  },
}));

const { progressReporter } = await import('./document-progress.ts');

describe('progressReporter', () => {
  it('counts finished pages as page k of n, whatever order pages finish in', async () => {
    const log = { warn: () => undefined } as never;
    const report = progressReporter({} as never, { id: 'd', user_id: 'u' }, log);
    report({ stage: 'open' });
    report({ stage: 'page', page: 3, pageCount: 3 });
    report({ stage: 'page', page: 1, pageCount: 3 });
    report({ stage: 'page', page: 2, pageCount: 3 });
    report({ stage: 'understand' });
    report({ stage: 'done' });
    await Promise.resolve();
    expect(recorded).toEqual([
      { userId: 'u', documentId: 'd', status: 'processing', stage: 'open', page: null, pageCount: null },
      { userId: 'u', documentId: 'd', status: 'processing', stage: 'page', page: 1, pageCount: 3 },
      { userId: 'u', documentId: 'd', status: 'processing', stage: 'page', page: 2, pageCount: 3 },
      { userId: 'u', documentId: 'd', status: 'processing', stage: 'page', page: 3, pageCount: 3 },
      {
        userId: 'u',
        documentId: 'd',
        status: 'processing',
        stage: 'understand',
        page: null,
        pageCount: null,
      },
    ]);
  });
});
