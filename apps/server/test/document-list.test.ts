import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDocuments } from '../test-support/seed-documents.ts';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { dialectName, http, startServer, uniqueEmail, userIdOf } from './support.ts';

type Item = {
  id: string;
  documentName: string;
  status: string;
  documentType: string;
  vendor: string | null;
  total: number | null;
  documentDate: string | null;
  source: string;
  apiKeyId: string | null;
  createdAt: string;
};

describe(`documents list: pages, filters, search, sorts (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;
  let userId: string;
  let otherIds: string[];

  const list = async (query: string) => {
    const res = await http<{ items: Item[]; nextCursor: string | null }>(
      server,
      'GET',
      `/api/documents?${query}`,
      { cookie },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const all = async (query: string) => {
    const items: Item[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`${query}&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  };

  beforeAll(async () => {
    server = await startServer();
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('list'),
      password: 'secret-pass-1',
      name: 'List Owner',
    });
    userId = await userIdOf(server, cookie);
    await seedDocuments(server.db, userId, 40);
    await seedDocuments(
      server.db,
      userId,
      [
        {
          documentName: 'Rent March',
          vendor: 'Landlord',
          text: 'lease payment for apartment 4',
          total: 5200,
        },
        { documentName: 'Fuel', filename: 'דלק-מרץ.jpg', vendor: null, total: null, status: 'completed' },
        { documentName: '100% done_x', source: 'api', apiKeyId: 'key-1' },
      ],
      40,
    );
    const other = await createApprovedUser(server, {
      email: uniqueEmail('other'),
      password: 'secret-pass-1',
      name: 'Other Owner',
    });
    otherIds = await seedDocuments(server.db, await userIdOf(server, other), 5);
  });
  afterAll(() => server?.close());

  it('pages newest first with an opaque cursor, each row once, never another account’s', async () => {
    const items = await all('');
    expect(items).toHaveLength(43);
    expect(new Set(items.map((i) => i.id)).size).toBe(43);
    const created = items.map((i) => i.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(items.some((i) => otherIds.includes(i.id))).toBe(false);
    const first = await list('limit=5');
    expect(first.items).toHaveLength(5);
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.items[0]).not.toHaveProperty('result');
  });

  it('sorts by name, total and document date, with empty values last', async () => {
    const byName = await all('sort=name');
    expect(byName.map((i) => i.documentName)).toEqual(
      [...byName.map((i) => i.documentName)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const byTotal = await all('sort=-total');
    expect(byTotal).toHaveLength(43);
    const totals = byTotal.map((i) => i.total);
    const firstNull = totals.indexOf(null);
    expect(totals.slice(firstNull).every((t) => t === null)).toBe(true);
    const numbers = totals.slice(0, firstNull) as number[];
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(byTotal[0]!.documentName).toBe('Rent March');
    const byDate = await all('sort=documentDate');
    expect(byDate).toHaveLength(43);
  });

  it('filters by status, type, source, API key and upload days', async () => {
    expect((await all('status=failed')).every((i) => i.status === 'failed')).toBe(true);
    expect((await all('type=passport')).every((i) => i.documentType === 'passport')).toBe(true);
    const api = await all('source=api');
    expect(api.length).toBeGreaterThan(0);
    expect(api.every((i) => i.source === 'api')).toBe(true);
    expect((await all('source=key-1')).map((i) => i.documentName)).toEqual(['100% done_x']);
    const day = await all('from=2026-01-01&to=2026-01-01');
    expect(day).toHaveLength(24);
    expect(day.every((i) => i.createdAt.startsWith('2026-01-01'))).toBe(true);
  });

  it('searches file names, document names and extracted text, literally and without case', async () => {
    expect((await all('q=APARTMENT')).map((i) => i.documentName)).toEqual(['Rent March']);
    expect((await all(`q=${encodeURIComponent('דלק')}`)).map((i) => i.documentName)).toEqual(['Fuel']);
    expect((await all(`q=${encodeURIComponent('100%')}`)).map((i) => i.documentName)).toEqual([
      '100% done_x',
    ]);
    expect(await all('q=nothing-like-this')).toEqual([]);
    // Shorter than a trigram: read without the index, same answer.
    expect((await all('q=fU')).map((i) => i.documentName)).toEqual(['Fuel']);
  });

  it('keeps the search index in step with renamed, re-read and removed documents', async () => {
    const [renamed, reread, removed] = await seedDocuments(
      server.db,
      userId,
      [
        { documentName: 'Orchard invoice', text: 'apples and pears' },
        { documentName: 'Second reading', text: 'first text' },
        { documentName: 'Gone soon', text: 'ephemeral words' },
      ],
      100,
    );
    await server.db
      .updateTable('documents')
      .set({ document_name: 'Vineyard invoice' })
      .where('id', '=', renamed!)
      .execute();
    await server.db
      .updateTable('documents')
      .set({ text_content: 'quinces only' })
      .where('id', '=', reread!)
      .execute();
    await server.db.deleteFrom('documents').where('id', '=', removed!).execute();
    expect(await all('q=Orchard')).toEqual([]);
    expect((await all('q=vineyard')).map((i) => i.id)).toEqual([renamed]);
    expect((await all('q=pears')).map((i) => i.id)).toEqual([renamed]);
    expect(await all('q=first%20text')).toEqual([]);
    expect((await all('q=quinces')).map((i) => i.id)).toEqual([reread]);
    expect(await all('q=ephemeral')).toEqual([]);
    await server.db.deleteFrom('documents').where('id', 'in', [renamed!, reread!]).execute();
  });

  it('refuses a bad cursor, limit or date with 400', async () => {
    for (const query of ['cursor=garbage', 'limit=0', 'limit=201', 'from=yesterday', 'sort=size'])
      expect((await http(server, 'GET', `/api/documents?${query}`, { cookie })).status, query).toBe(400);
  });
});
