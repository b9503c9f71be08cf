import { describe, expect, it } from 'vitest';
import { listedDocument } from '../testing/fixtures.ts';
import { fakeApi } from '../testing/renderPortal.tsx';
import { recentDocuments } from './documentList.ts';

describe('document list answers', () => {
  it('asks again without filters when the server refuses them, newest first', async () => {
    const old = listedDocument({ id: 'old', createdAt: '2026-11-01T00:00:00.000Z' });
    const fresh = listedDocument({ id: 'new', createdAt: '2026-11-20T00:00:00.000Z' });
    const calls = fakeApi({
      'GET /api/documents?limit=50&status=completed': { status: 400, body: { code: 'validation_failed' } },
      'GET /api/documents': { body: { items: [old, fresh], nextCursor: null } },
    });
    const rows = await recentDocuments({ status: 'completed' });
    expect(rows.map((r) => r.id)).toEqual(['new', 'old']);
    expect(calls.map((c) => c.path)).toEqual(['/api/documents?limit=50&status=completed', '/api/documents']);
  });
});
