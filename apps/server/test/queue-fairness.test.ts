import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRow } from '../test-support/seed-documents.ts';
import { createApprovedUser, signIn, type TestServer } from '../test-support/start-test-server.ts';
import { uploadParts } from './fixtures.ts';
import { FAST_PIPELINE_ENV, invoicePng } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload, userIdOf } from './support.ts';

const BACKLOG = 200;

/**
 * Issue 30, item 3: one account's backlog, or its documents read again and again, must not hold up
 * another account's next document by more than about one document per busy worker.
 */
describe(`queue fairness between accounts (${dialectName})`, () => {
  let server: TestServer;
  let admin: string;
  let heavy: string;
  let heavyId: string;
  let other: string;
  let invoice: Buffer;

  beforeAll(async () => {
    server = await startServer({ ...FAST_PIPELINE_ENV, WORKER_CONCURRENCY: '1' });
    admin = await signIn(server, server.admin.email, server.admin.password);
    heavy = await createApprovedUser(server, {
      email: uniqueEmail('backlog'),
      password: 'secret-pass-1',
      name: 'Heavy User',
    });
    heavyId = await userIdOf(server, heavy);
    other = await createApprovedUser(server, {
      email: uniqueEmail('prompt'),
      password: 'secret-pass-1',
      name: 'Other User',
    });
    invoice = await invoicePng({ number: 'INV-7', total: '12.00' });
  }, 60_000);
  afterAll(() => server?.close());

  const finishedOf = async (userId: string) =>
    Number(
      (
        await server.db
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .where('status', 'in', ['completed', 'failed'])
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('reads another account’s upload promptly behind a 200-document backlog', async () => {
    // The backlog was queued an hour ago: by upload time alone, all of it would go first.
    const filePath = `${heavyId}/backlog.png`;
    await mkdir(path.join(server.dataDir, 'uploads', heavyId), { recursive: true });
    await writeFile(path.join(server.dataDir, 'uploads', filePath), invoice);
    const queuedAt = new Date(Date.now() - 3_600_000);
    const rows = Array.from({ length: BACKLOG }, (_, i) => ({
      ...seedRow(heavyId, i, { status: 'pending', filename: 'backlog.png', createdAt: queuedAt }),
      file_path: filePath,
      file_size: invoice.length,
      file_type: 'image/png',
      attempts: 0,
      queued_at: queuedAt.toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 50)
      await server.db
        .insertInto('documents')
        .values(rows.slice(i, i + 50) as never)
        .execute();

    const doc = await upload(
      server,
      other,
      uploadParts({ filename: 'mine.png', type: 'image/png', data: invoice }, { documentName: 'Mine' }),
    );
    expect(doc.status).toBe(201);
    // A generous bound: a few documents' reading on a slow machine, far from 200 documents' worth.
    const deadline = Date.now() + 120_000;
    let status = 'pending';
    while (!['completed', 'failed'].includes(status) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await http(server, 'GET', `/api/documents/${doc.body.id}`, { cookie: other })).body.status;
    }
    expect(status).toBe('completed');
    // At most the one being read when the upload came, and the one claimed as it came.
    expect(await finishedOf(heavyId)).toBeLessThanOrEqual(2);
  }, 180_000);

  it('counts documents read again against the quota and an hourly limit', async () => {
    const ids = (
      await server.db.selectFrom('documents').select('id').where('user_id', '=', heavyId).execute()
    ).map((r) => r.id);
    await server.db
      .updateTable('documents')
      .set({ status: 'completed', deleted_at: null })
      .where('user_id', '=', heavyId)
      .execute();
    await http(server, 'PATCH', `/api/admin/users/${heavyId}`, {
      cookie: admin,
      json: { plan: 'starter', monthlyQuota: 3 },
    });
    const used = async () =>
      (await http(server, 'GET', '/api/billing/usage', { cookie: heavy })).body.documentsProcessed;
    // The backlog was written straight into the table: none of it is in the usage ledger.
    expect(await used()).toBe(0);

    const first = await http(server, 'POST', '/api/documents/bulk/reprocess', {
      cookie: heavy,
      json: { ids: ids.slice(0, 5) },
    });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    expect(await used()).toBe(3);
    const spent = await http(server, 'POST', '/api/documents/bulk/reprocess', {
      cookie: heavy,
      json: { ids: ids.slice(5, 6) },
    });
    expect(spent.status).toBe(402);
    expect(spent.body.code).toBe('quota_exceeded');

    await http(server, 'PATCH', `/api/admin/users/${heavyId}`, {
      cookie: admin,
      json: { plan: 'unlimited', monthlyQuota: null },
    });
    const many = await http(server, 'POST', '/api/documents/bulk/reprocess', {
      cookie: heavy,
      json: { ids: ids.slice(10, 110) },
    });
    expect(many.status).toBe(429);
    expect(many.body.code).toBe('rate_limited');
    expect(Number(many.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
