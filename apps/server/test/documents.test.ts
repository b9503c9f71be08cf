import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@docread/contracts';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { JPEG, PDF, PNG, TIFF, uploadParts } from './fixtures.ts';
import { databaseUrl, dialectName, http, startServer, uniqueEmail, upload, userIdOf } from './support.ts';

describe(`documents: upload rules, listing, download, delete (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;
  let userId: string;
  const userDir = () => path.join(server.dataDir, 'uploads', userId);
  const storedFiles = async () => readdir(userDir()).catch(() => [] as string[]);

  beforeAll(async () => {
    server = await startServer();
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('docs'),
      password: 'secret-pass-1',
      name: 'Doc Owner',
    });
    userId = await userIdOf(server, cookie);
    // These tests are about upload rules; the suite uploads more than the trial's documents.
    await server.db
      .updateTable('profiles')
      .set({ plan: 'enterprise' })
      .where('user_id', '=', userId)
      .execute();
  });
  afterAll(() => server?.close());

  it('accepts each allowed kind, stores it under {userId}/{timestamp}_{sanitizedName} and answers pending', async () => {
    const cases = [
      { filename: 'scan.png', type: 'image/png', data: PNG },
      { filename: 'photo.jpg', type: 'image/jpeg', data: JPEG },
      { filename: 'photo2.jpeg', type: 'image/jpg', data: JPEG },
      { filename: 'contract.pdf', type: 'application/pdf', data: PDF },
      { filename: 'fax.tiff', type: 'image/tiff', data: TIFF },
    ];
    for (const file of cases) {
      const res = await upload(
        server,
        cookie,
        uploadParts(file, { documentName: `Doc ${file.filename}`, documentType: 'receipt' }),
      );
      expect(res.status, file.filename).toBe(201);
      expect(res.body).toMatchObject({
        documentName: `Doc ${file.filename}`,
        documentType: null,
        requestedType: 'receipt',
        filename: file.filename,
        fileSize: file.data.length,
        status: 'pending',
        attempts: 0,
        error: null,
      });
    }
    const row = await server.db
      .selectFrom('documents')
      .selectAll()
      .where('filename', '=', 'scan.png')
      .executeTakeFirstOrThrow();
    expect(row.file_path).toMatch(new RegExp(`^${userId}/\\d{13}_scan\\.png$`));
    expect(row.source).toBe('portal');
    expect(row.file_type).toBe('image/png');
    const jpg = await server.db
      .selectFrom('documents')
      .select('file_type')
      .where('filename', '=', 'photo2.jpeg')
      .executeTakeFirstOrThrow();
    expect(jpg.file_type).toBe('image/jpeg');
  });

  it('sanitises the stored name but keeps the original for display and download', async () => {
    const res = await upload(
      server,
      cookie,
      uploadParts({ filename: 'חשבונית מס 5.png', type: 'image/png', data: PNG }),
    );
    expect(res.status).toBe(201);
    expect(res.body.filename).toBe('חשבונית מס 5.png');
    const row = await server.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(path.basename(row.file_path)).toMatch(/^\d{13}_{12}5\.png$/);

    const download = await fetch(`${server.url}/api/documents/${res.body.id}/file`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('חשבונית מס 5.png')}`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('leaves the document type to the engine when none is chosen', async () => {
    const res = await upload(
      server,
      cookie,
      uploadParts({ filename: 'a.png', type: 'image/png', data: PNG }, { documentName: 'No type' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ documentType: null, requestedType: null });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PNG.length)]);
    const res = await upload(
      server,
      cookie,
      uploadParts({ filename: 'big.png', type: 'image/png', data: big }),
    );
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
    expect(res.body.errors[0].messageKey).toBe('validation.fileTooLarge');
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts by content whatever the name or declared type: WebP, octet-stream, a PNG named .pdf', async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const cases = [
      { filename: 'photo.webp', type: 'image/webp', data: webp, stored: 'image/webp' },
      { filename: 'scan.bin', type: 'application/octet-stream', data: PNG, stored: 'image/png' },
      { filename: 'fax', type: 'application/octet-stream', data: TIFF, stored: 'image/tiff' },
      { filename: 'misnamed.pdf', type: 'application/pdf', data: PNG, stored: 'image/png' },
    ];
    for (const file of cases) {
      const res = await upload(server, cookie, uploadParts(file));
      expect(res.status, file.filename).toBe(201);
      expect(res.body.fileType, file.filename).toBe(file.stored);
    }
  });

  it('refuses text named .pdf with one answer: the content does not match the name', async () => {
    const res = await upload(
      server,
      cookie,
      uploadParts({ filename: 'notes.pdf', type: 'application/pdf', data: Buffer.from('hello, not a PDF') }),
    );
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ path: 'file', messageKey: 'validation.fileContentMismatch' });
    expect(res.body.errors[0].message).toBe(
      'The content of the file does not match its name: it is not the type its extension says. Supported types: PDF, PNG, JPEG, TIFF, WebP, HEIC',
    );
    expect(res.body.detail).toBe(res.body.errors[0].message);
  });

  it('refuses a type that is not supported, naming the supported ones', async () => {
    const res = await upload(
      server,
      cookie,
      uploadParts({ filename: 'notes.txt', type: 'text/plain', data: Buffer.from('plain text') }),
    );
    expect(res.status).toBe(415);
    expect(res.body.errors[0]).toMatchObject({
      messageKey: 'validation.fileTypeNotSupported',
      message: 'This type of file is not supported. Supported types: PDF, PNG, JPEG, TIFF, WebP, HEIC',
    });
  });

  it('accepts a HEIC photo by its content, whatever its declared type', async () => {
    const heic = await readFile(
      new URL('../../../packages/engine/test/fixtures/invoice-photo.heic', import.meta.url),
    );
    const res = await upload(
      server,
      cookie,
      uploadParts({ filename: 'IMG_0001.HEIC', type: 'application/octet-stream', data: heic }),
    );
    expect(res.status).toBe(201);
    expect(res.body.fileType).toBe('image/heic');
  });

  for (const filename of ['..evil.png', 'dir/scan.png', 'dir\\scan.png', 'gpj\u202E.png']) {
    it(`refuses the file name ${JSON.stringify(filename)}`, async () => {
      const res = await upload(server, cookie, uploadParts({ filename, type: 'image/png', data: PNG }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors[0]).toMatchObject({
        path: 'file',
        messageKey: 'validation.filenameInvalid',
        message: 'Invalid filename characters detected',
      });
    });
  }

  it('refuses a document name over 100 characters and a missing one', async () => {
    const long = await upload(
      server,
      cookie,
      uploadParts({ filename: 'a.png', type: 'image/png', data: PNG }, { documentName: 'x'.repeat(101) }),
    );
    expect(long.status).toBe(400);
    expect(long.body.errors[0]).toMatchObject({
      path: 'documentName',
      messageKey: 'validation.documentNameMax',
    });
    const exact = await upload(
      server,
      cookie,
      uploadParts({ filename: 'a.png', type: 'image/png', data: PNG }, { documentName: 'x'.repeat(100) }),
    );
    expect(exact.status).toBe(201);
    const missing = await upload(
      server,
      cookie,
      uploadParts({ filename: 'a.png', type: 'image/png', data: PNG }, { documentName: '  ' }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({
      path: 'documentName',
      messageKey: 'validation.documentNameRequired',
    });
  });

  it('refuses an unknown document type', async () => {
    const res = await upload(
      server,
      cookie,
      uploadParts(
        { filename: 'a.png', type: 'image/png', data: PNG },
        { documentName: 'A', documentType: 'poem' },
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('documentType');
  });

  it('refuses a request without a file, and an empty file', async () => {
    const none = await upload(server, cookie, uploadParts(null));
    expect(none.status).toBe(400);
    expect(none.body.errors[0]).toMatchObject({ path: 'file', messageKey: 'validation.fileRequired' });
    const empty = await upload(
      server,
      cookie,
      uploadParts({ filename: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({
      messageKey: 'validation.fileEmpty',
      message: 'The file is empty',
    });
  });

  it('removes the stored file when the row cannot be written', async () => {
    const before = await storedFiles();
    if (databaseUrl) {
      await sql`create function refuse_insert() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
        server.db,
      );
      await sql`create trigger refuse_documents before insert on documents for each row execute function refuse_insert()`.execute(
        server.db,
      );
    } else {
      await sql`create trigger refuse_documents before insert on documents begin select raise(abort, 'refused'); end`.execute(
        server.db,
      );
    }
    try {
      const res = await upload(
        server,
        cookie,
        uploadParts({ filename: 'lost.png', type: 'image/png', data: PNG }),
      );
      expect(res.status).toBe(500);
      expect(res.body.code).toBe('internal_error');
      expect(await storedFiles()).toEqual(before);
    } finally {
      await sql`drop trigger refuse_documents${databaseUrl ? sql` on documents` : sql``}`.execute(server.db);
    }
  });

  it('lists newest first, gets one, and deletes row and file', async () => {
    const first = await upload(
      server,
      cookie,
      uploadParts({ filename: 'one.png', type: 'image/png', data: PNG }, { documentName: 'One' }),
    );
    const second = await upload(
      server,
      cookie,
      uploadParts({ filename: 'two.pdf', type: 'application/pdf', data: PDF }, { documentName: 'Two' }),
    );
    const list = await http(server, 'GET', '/api/documents', { cookie });
    const ids = list.body.items.map((d: { id: string }) => d.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));

    const one = await http(server, 'GET', `/api/documents/${first.body.id}`, { cookie });
    expect(one.body).toMatchObject({ id: first.body.id, status: 'pending', source: 'portal', result: null });

    const row = await server.db
      .selectFrom('documents')
      .select('file_path')
      .where('id', '=', first.body.id)
      .executeTakeFirstOrThrow();
    const file = path.join(server.dataDir, 'uploads', row.file_path);
    expect((await readFile(file)).equals(PNG)).toBe(true);
    const del = await http(server, 'DELETE', `/api/documents/${first.body.id}`, { cookie });
    expect(del.status).toBe(204);
    await expect(readFile(file)).rejects.toThrow();
    expect((await http(server, 'GET', `/api/documents/${first.body.id}`, { cookie })).status).toBe(404);
  });

  it('answers 404 to a download whose stored file has gone missing', async () => {
    const res = await upload(
      server,
      cookie,
      uploadParts({ filename: 'gone.png', type: 'image/png', data: PNG }),
    );
    const row = await server.db
      .selectFrom('documents')
      .select('file_path')
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    await rm(path.join(server.dataDir, 'uploads', row.file_path));
    const download = await http(server, 'GET', `/api/documents/${res.body.id}/file`, { cookie });
    expect(download.status).toBe(404);
    expect(download.body.code).toBe('not_found');
  });
});
