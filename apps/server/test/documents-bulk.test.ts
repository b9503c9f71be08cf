import { access } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_UNDO_WINDOW_MS } from '@docread/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeDeletedDocuments } from '../src/features/documents/purge-deleted-documents.ts';
import { createLocalFileStorage } from '../src/storage/local-file-storage.ts';
import { sampleInvoiceResult } from '../test-support/sample-result.ts';
import { seedStoredDocument } from '../test-support/seed-stored-document.ts';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { dialectName, http, startServer, uniqueEmail, userIdOf } from './support.ts';

describe(`documents: bulk delete with undo, reprocess, export (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;
  let userId: string;
  let otherCookie: string;
  const uploads = () => path.join(server.dataDir, 'uploads');

  beforeAll(async () => {
    server = await startServer();
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('bulk'),
      password: 'secret-pass-1',
      name: 'Bulk',
    });
    userId = await userIdOf(server, cookie);
    otherCookie = await createApprovedUser(server, {
      email: uniqueEmail('other'),
      password: 'secret-pass-1',
      name: 'Other',
    });
  });
  afterAll(() => server?.close());

  const document = (filename: string, status: 'completed' | 'failed' | 'pending') =>
    seedStoredDocument(server, userId, { filename, status });

  const listedIds = async () =>
    ((await http(server, 'GET', '/api/documents', { cookie })).body.items as { id: string }[]).map(
      (d) => d.id,
    );

  it('hides deleted documents at once everywhere, and Undo brings them back', async () => {
    const a = await document('a.png', 'completed');
    const b = await document('b.png', 'failed');
    const kept = await document('kept.png', 'completed');
    // Ids of someone else are ignored, not an error.
    const foreign = await http(server, 'POST', '/api/documents/bulk/delete', {
      cookie: otherCookie,
      json: { ids: [a] },
    });
    expect(foreign.body.count).toBe(0);

    const before = Date.now();
    const res = await http(server, 'POST', '/api/documents/bulk/delete', { cookie, json: { ids: [a, b] } });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(Date.parse(res.body.undoUntil) - before).toBeGreaterThanOrEqual(DOCUMENT_UNDO_WINDOW_MS - 1000);
    const ids = await listedIds();
    expect(ids).toContain(kept);
    expect(ids).not.toContain(a);
    expect(ids).not.toContain(b);
    expect((await http(server, 'GET', `/api/documents/${a}`, { cookie })).status).toBe(404);
    expect((await http(server, 'GET', `/api/documents/${a}/result`, { cookie })).status).toBe(404);
    const events = await server.db
      .selectFrom('document_events')
      .select(['document_id', 'status'])
      .where('user_id', '=', userId)
      .where('status', '=', 'deleted')
      .execute();
    expect(events.map((e) => e.document_id).sort()).toEqual([a, b].sort());

    const undo = await http(server, 'POST', '/api/documents/bulk/restore', { cookie, json: { ids: [a, b] } });
    expect(undo.body.count).toBe(2);
    expect(await listedIds()).toEqual(expect.arrayContaining([a, b, kept]));
    expect((await http(server, 'GET', `/api/documents/${a}`, { cookie })).status).toBe(200);
  });

  it('purges rows and files once the restore window has passed, and Undo then finds nothing', async () => {
    const gone = await document('gone.png', 'completed');
    await http(server, 'POST', '/api/documents/bulk/delete', { cookie, json: { ids: [gone] } });
    const storage = createLocalFileStorage(uploads());
    const log = { warn() {} } as unknown as FastifyBaseLogger;
    // Inside the window nothing is purged.
    await purgeDeletedDocuments({ db: server.db, storage, log });
    expect(
      await server.db.selectFrom('documents').select('id').where('id', '=', gone).execute(),
    ).toHaveLength(1);

    const later = new Date(Date.now() + DOCUMENT_UNDO_WINDOW_MS + 1000);
    expect(await purgeDeletedDocuments({ db: server.db, storage, log }, later)).toBeGreaterThanOrEqual(1);
    expect(
      await server.db.selectFrom('documents').select('id').where('id', '=', gone).execute(),
    ).toHaveLength(0);
    await expect(access(path.join(uploads(), userId, `${gone}.png`))).rejects.toThrow();
    const undo = await http(server, 'POST', '/api/documents/bulk/restore', { cookie, json: { ids: [gone] } });
    expect(undo.body.count).toBe(0);
  });

  it('queues finished documents again and leaves unfinished ones alone', async () => {
    const done = await document('done.png', 'completed');
    const failed = await document('failed.png', 'failed');
    const waiting = await document('waiting.png', 'pending');
    const res = await http(server, 'POST', '/api/documents/bulk/reprocess', {
      cookie,
      json: { ids: [done, failed, waiting] },
    });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    const rows = await server.db
      .selectFrom('documents')
      .select(['id', 'status', 'attempts', 'error'])
      .where('id', 'in', [done, failed])
      .execute();
    for (const row of rows) expect(row).toMatchObject({ status: 'pending', attempts: 0, error: null });
  });

  it('exports processed documents as one ZIP, one file per document, skipping unprocessed ones', async () => {
    const first = await document('invoice.png', 'completed');
    const twin = await document('invoice.jpg', 'completed');
    const unprocessed = await document('later.png', 'pending');
    const res = await fetch(`${server.url}/api/documents/bulk/export`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [first, twin, unprocessed], format: 'csv' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('x-document-count')).toBe('2');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['invoice (2).csv', 'invoice.csv']);
    expect(Buffer.from(files['invoice.csv']!).toString('utf8')).toContain('totalAmount');

    const json = await fetch(`${server.url}/api/documents/bulk/export`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [first], format: 'json' }),
    });
    const [entry] = Object.values(unzipSync(new Uint8Array(await json.arrayBuffer())));
    expect(JSON.parse(Buffer.from(entry!).toString('utf8')).fields.totalAmount.value).toBe(10);

    const none = await http(server, 'POST', '/api/documents/bulk/export', {
      cookie,
      json: { ids: [unprocessed], format: 'xlsx' },
    });
    expect(none.status).toBe(409);
  });

  it('exports one combined CSV or XLSX, a row per document with its summary fields and corrections', async () => {
    const done = await seedStoredDocument(server, userId, {
      filename: 'summary-invoice.png',
      status: 'completed',
      result: sampleInvoiceResult({
        vendorName: { value: '=HYPERLINK("x")', text: '', confidence: 0.8, page: 1, bbox: null },
        invoiceDate: { value: '2026-03-04', text: '04/03/2026', confidence: 0.8, page: 1, bbox: null },
        currency: { value: 'ILS', text: '₪', confidence: 0.9, page: 1, bbox: null },
      }),
    });
    const waiting = await document('summary-later.png', 'pending');
    await http(server, 'PATCH', `/api/documents/${done}/fields/totalAmount`, {
      cookie,
      json: { value: 12.5 },
    });
    const csv = await fetch(`${server.url}/api/documents/bulk/summary`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [done, waiting], format: 'csv' }),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="documents.csv"');
    expect(csv.headers.get('x-document-count')).toBe('2');
    const text = await csv.text();
    const [header, ...lines] = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'file_name,document_name,document_type,status,vendor_or_merchant,document_date,total,currency,confidence,needs_review,pages,source,uploaded_at',
    );
    const byFile = Object.fromEntries(lines.map((l) => [l.split(',')[0], l]));
    // The corrected total, the vendor defused as text (a leading = would run as a formula).
    expect(byFile['summary-invoice.png']).toMatch(
      /^summary-invoice\.png,summary-invoice,invoice,completed,"'=HYPERLINK\(""x""\)",2026-03-04,12\.5,ILS,0\.9,no,1,portal,/,
    );
    expect(byFile['summary-later.png']).toMatch(
      /^summary-later\.png,summary-later,invoice,pending,,,,,,,,portal,/,
    );

    const xlsx = await fetch(`${server.url}/api/documents/bulk/summary`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [done, waiting], format: 'xlsx' }),
    });
    expect(xlsx.status).toBe(200);
    const book = unzipSync(new Uint8Array(await xlsx.arrayBuffer()));
    const strings = Buffer.from(book['xl/sharedStrings.xml']!).toString('utf8');
    expect(strings).toContain('vendor_or_merchant');
    expect(strings).toContain('summary-later.png');
    // For a person: headed in their language; the identifiers above stay for programs.
    const hebrew = await fetch(`${server.url}/api/documents/bulk/summary`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [done, waiting], format: 'csv', language: 'he' }),
    });
    expect((await hebrew.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'שם הקובץ,שם המסמך,סוג המסמך,סטטוס,ספק או בית עסק,תאריך המסמך,סה״כ,מטבע,ודאות,דורש בדיקה,עמודים,מקור,מועד ההעלאה',
    );
    // Another account's ids are not exported.
    const foreign = await fetch(`${server.url}/api/documents/bulk/summary`, {
      method: 'POST',
      headers: { cookie: otherCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [done], format: 'csv' }),
    });
    expect(foreign.headers.get('x-document-count')).toBe('0');
  });

  it('validates the request with the shared schemas', async () => {
    const empty = await http(server, 'POST', '/api/documents/bulk/delete', { cookie, json: { ids: [] } });
    expect(empty.status).toBe(400);
    const format = await http(server, 'POST', '/api/documents/bulk/export', {
      cookie,
      json: { ids: ['x'], format: 'pdf' },
    });
    expect(format.status).toBe(400);
    const summaryFormat = await http(server, 'POST', '/api/documents/bulk/summary', {
      cookie,
      json: { ids: ['x'], format: 'json' },
    });
    expect(summaryFormat.status).toBe(400);
    const anonymous = await http(server, 'POST', '/api/documents/bulk/reprocess', { json: { ids: ['x'] } });
    expect(anonymous.status).toBe(401);
  });
});
