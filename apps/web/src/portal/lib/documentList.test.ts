import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/renderPortal.tsx';
import { listItems, recentDocuments } from './documentList.ts';

describe('document list answers', () => {
  it('reads the plain array and the paginated page alike', () => {
    const row = { id: 'd1' };
    expect(listItems([row])).toEqual([row]);
    expect(listItems({ items: [row], nextCursor: null })).toEqual([row]);
    expect(listItems({ unexpected: true })).toEqual([]);
    expect(listItems(null)).toEqual([]);
  });

  it('asks again without filters when the server refuses them, newest first', async () => {
    const old = { id: 'old', createdAt: '2026-11-01T00:00:00.000Z' };
    const fresh = { id: 'new', createdAt: '2026-11-20T00:00:00.000Z' };
    const calls = fakeApi({
      'GET /api/documents?limit=50&status=completed': { status: 400, body: { code: 'validation_failed' } },
      'GET /api/documents': { body: [old, fresh] },
    });
    const rows = await recentDocuments({ status: 'completed' });
    expect(rows.map((r) => r.id)).toEqual(['new', 'old']);
    expect(calls.map((c) => c.path)).toEqual(['/api/documents?limit=50&status=completed', '/api/documents']);
  });
});
