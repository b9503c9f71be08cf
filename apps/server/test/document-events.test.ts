import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDocumentEvent } from '../src/features/events/document-events.ts';
import { createApprovedUser, signIn, type TestServer } from '../test-support/start-test-server.ts';
import { PNG, uploadParts } from './fixtures.ts';
import { dialectName, http, startServer, uniqueEmail, upload, userIdOf } from './support.ts';

type StreamEvent = {
  id: number;
  documentId: string;
  status: string;
  stage: string | null;
  page: number | null;
  pageCount: number | null;
};

/** Reads `event: document` messages from an open stream until `until` is satisfied. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  until: (events: StreamEvent[]) => boolean,
): Promise<{ events: StreamEvent[]; raw: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let raw = '';
  const events: StreamEvent[] = [];
  const deadline = Date.now() + 10_000;
  while (!until(events) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    raw += decoder.decode(value, { stream: true });
    events.length = 0;
    for (const block of raw.split('\n\n'))
      if (block.includes('event: document'))
        events.push(
          JSON.parse(
            block
              .split('\n')
              .find((l) => l.startsWith('data: '))!
              .slice(6),
          ),
        );
  }
  await reader.cancel();
  return { events, raw };
}

/** Reads a stream until the server ends it, or gives up after `timeoutMs` (then `ended` is false). */
async function readUntilEnd(
  body: ReadableStream<Uint8Array>,
  timeoutMs: number,
): Promise<{ ended: boolean; raw: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let raw = '';
  const timer = setTimeout(() => void reader.cancel(), timeoutMs);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { ended: raw.includes('event: end'), raw };
      raw += decoder.decode(value, { stream: true });
    }
  } finally {
    clearTimeout(timer);
  }
}

describe(`GET /api/events: the account's live document status (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    server = await startServer();
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('sse'),
      password: 'secret-pass-1',
      name: 'Stream Owner',
    });
    userId = await userIdOf(server, cookie);
  });
  afterAll(() => server?.close());

  it('refuses a caller without a session', async () => {
    expect((await http(server, 'GET', '/api/events')).status).toBe(401);
  });

  it('streams the upload, page k of n written by any process, and the outcome; never another account’s', async () => {
    const res = await fetch(`${server.url}/api/events`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const other = await createApprovedUser(server, {
      email: uniqueEmail('sse2'),
      password: 'secret-pass-1',
      name: 'Other Owner',
    });
    const otherId = await userIdOf(server, other);

    const doc = await upload(
      server,
      cookie,
      uploadParts({ filename: 'a.png', type: 'image/png', data: PNG }),
    );
    expect(doc.status).toBe(201);
    const documentId = doc.body.id as string;
    // As a worker process would: progress goes through the database, not this process's memory.
    await recordDocumentEvent(server.db, { userId: otherId, documentId: 'not-yours', status: 'processing' });
    for (const page of [1, 2])
      await recordDocumentEvent(server.db, {
        userId,
        documentId,
        status: 'processing',
        stage: 'page',
        page,
        pageCount: 2,
      });
    await recordDocumentEvent(server.db, {
      userId,
      documentId,
      status: 'completed',
      stage: 'done',
      page: 2,
      pageCount: 2,
    });

    const { events, raw } = await readEvents(res.body!, (e) => e.some((x) => x.status === 'completed'));
    expect(raw).toMatch(/^retry: \d+/);
    expect(events.map((e) => [e.status, e.stage, e.page, e.pageCount])).toEqual([
      ['pending', 'uploaded', null, null],
      ['processing', 'page', 1, 2],
      ['processing', 'page', 2, 2],
      ['completed', 'done', 2, 2],
    ]);
    expect(events.every((e) => e.documentId === documentId)).toBe(true);
    expect(raw).toMatch(/id: \d+\nevent: document\n/);
  });

  it('resumes after Last-Event-ID', async () => {
    await recordDocumentEvent(server.db, { userId, documentId: 'd1', status: 'pending', stage: 'uploaded' });
    const first = await fetch(`${server.url}/api/events`, { headers: { cookie, 'last-event-id': '0' } });
    const { events } = await readEvents(first.body!, (e) => e.some((x) => x.documentId === 'd1'));
    const last = events.at(-1)!;
    await recordDocumentEvent(server.db, { userId, documentId: 'd2', status: 'pending', stage: 'uploaded' });
    const resumed = await fetch(`${server.url}/api/events`, {
      headers: { cookie, 'last-event-id': String(last.id) },
    });
    const next = await readEvents(resumed.body!, (e) => e.some((x) => x.documentId === 'd2'));
    expect(next.events.map((e) => e.documentId)).toEqual(['d2']);
  });

  describe('a stream outlives no session (issue 30, item 5)', () => {
    const password = 'secret-pass-1';
    let admin: string;
    beforeAll(async () => {
      admin = await signIn(server, server.admin.email, server.admin.password);
    });

    async function openStream(label: string) {
      const email = uniqueEmail(label);
      const first = await createApprovedUser(server, { email, password, name: 'Stream Reader' });
      const id = await userIdOf(server, first);
      const res = await fetch(`${server.url}/api/events`, { headers: { cookie: first } });
      expect(res.status).toBe(200);
      return { cookie: first, email, id, body: res.body! };
    }

    it('ends after sign-out, and delivers no event that comes after it', async () => {
      const stream = await openStream('sse-signout');
      const second = await signIn(server, stream.email, password);
      const ended = readUntilEnd(stream.body, 20_000);
      const out = await http(server, 'POST', '/api/auth/sign-out', { cookie: stream.cookie, json: {} });
      expect(out.status).toBe(200);
      const doc = await upload(
        server,
        second,
        uploadParts({ filename: 'after.png', type: 'image/png', data: PNG }),
      );
      expect(doc.status).toBe(201);
      const { ended: closed, raw } = await ended;
      expect(closed).toBe(true);
      expect(raw).not.toContain(doc.body.id);
    });

    it('ends after a ban or a suspension, with no event at all', async () => {
      const banned = await openStream('sse-ban');
      const suspended = await openStream('sse-suspend');
      const bannedEnd = readUntilEnd(banned.body, 20_000);
      const suspendedEnd = readUntilEnd(suspended.body, 20_000);
      const ban = await http(server, 'POST', '/api/auth/admin/ban-user', {
        cookie: admin,
        json: { userId: banned.id },
      });
      expect(ban.status).toBe(200);
      const suspend = await http(server, 'PATCH', `/api/admin/users/${suspended.id}`, {
        cookie: admin,
        json: { suspended: true },
      });
      expect(suspend.status).toBe(200);
      expect((await bannedEnd).ended).toBe(true);
      expect((await suspendedEnd).ended).toBe(true);
      const reopened = await http(server, 'GET', '/api/events', { cookie: suspended.cookie });
      expect(reopened.status).toBe(403);
      expect(reopened.body.code).toBe('account_suspended');
    });
  });
});
