import { describe, expect, it } from 'vitest';
import {
  APIError,
  AuthenticationError,
  ConnectionError,
  createClient,
  NotFoundError,
  PermissionError,
  RateLimitError,
  TimeoutError,
  ValidationError,
} from './index.js';
import { backoffMs, serverWaitSeconds } from './retry-policy.js';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network' | 'hang';

/** A fetch that plays the given answers in order and records each request. */
function scripted(answers: Answer[]) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    if (next === 'network') throw new TypeError('fetch failed');
    if (next === 'hang')
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const problem = next.status >= 400;
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': problem ? 'application/problem+json' : 'application/json', ...next.headers },
    });
  }) as typeof globalThis.fetch;
  const client = createClient({
    apiKey: 'ocr_test',
    baseUrl: 'https://api.test',
    fetch,
    retryBaseDelayMs: 1,
    retryMaxDelayMs: 2000,
    timeoutMs: 200,
  });
  return { client, requests };
}

const problem = (status: number, code: string, extra: object = {}) => ({
  type: 'about:blank',
  title: 'x',
  status,
  code,
  ...extra,
});
const job = { jobId: 'j1', status: 'pending' };

describe('retries', () => {
  it('retries a GET on 502, 503, 504 and network errors, then answers', async () => {
    const { client, requests } = scripted([
      { status: 502 },
      { status: 503 },
      'network',
      { status: 200, body: { jobs: [], nextCursor: null } },
    ]);
    expect(await client.listJobs()).toEqual({ jobs: [], nextCursor: null });
    expect(requests).toHaveLength(4);
  });

  it('honours Retry-After on 429', async () => {
    const { client } = scripted([
      { status: 429, body: problem(429, 'rate_limited'), headers: { 'retry-after': '1' } },
      { status: 200, body: job },
    ]);
    const started = Date.now();
    await client.getResult('j1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('gives up with RateLimitError when the server asks for a longer wait than allowed', async () => {
    const { client, requests } = scripted([
      { status: 429, body: problem(429, 'rate_limited'), headers: { ratelimit: '"default";r=0;t=30' } },
    ]);
    const error = await client.getResult('j1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(30);
    expect(requests).toHaveLength(1);
  });

  it('sends every submission with an idempotency key, so it is retried under the same key', async () => {
    const { client, requests } = scripted([{ status: 503 }, { status: 202, body: job }]);
    await client.processAsync({ fileUrl: 'https://files.test/a.pdf' });
    const keys = requests.map((r) => new Headers(r.init.headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('retries a keyed submission while the first attempt is still running on the server', async () => {
    const { client, requests } = scripted([
      { status: 409, body: problem(409, 'idempotency_key_in_use') },
      { status: 202, body: job },
    ]);
    await client.processAsync({ fileUrl: 'https://files.test/a.pdf' }, { idempotencyKey: 'order-7' });
    expect(requests).toHaveLength(2);
    expect(new Headers(requests[1]!.init.headers).get('idempotency-key')).toBe('order-7');
  });

  it('stops after maxRetries', async () => {
    const { client, requests } = scripted([{ status: 503 }, { status: 503 }, { status: 503 }]);
    const error = await client.getResult('j1', { maxRetries: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).status).toBe(503);
    expect(requests).toHaveLength(3);
  });

  it('times out a hanging attempt, retrying it when repeatable', async () => {
    const { client, requests } = scripted(['hang', 'hang']);
    const error = await client.getResult('j1', { maxRetries: 1, timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(requests).toHaveLength(2);
  });

  it('reports an unreachable server as ConnectionError', async () => {
    const { client } = scripted(['network']);
    expect(await client.getResult('j1', { maxRetries: 0 }).catch((e: unknown) => e)).toBeInstanceOf(
      ConnectionError,
    );
  });
});

describe('typed errors', () => {
  it('maps each status to its class and keeps the problem', async () => {
    const fieldError = {
      path: 'fileUrl',
      messageKey: 'fileUrl.invalid',
      message: 'Only http and https URLs',
    };
    const { client } = scripted([
      { status: 401, body: problem(401, 'invalid_api_key') },
      { status: 403, body: problem(403, 'approval_pending') },
      { status: 404, body: problem(404, 'not_found') },
      { status: 400, body: problem(400, 'validation_failed', { errors: [fieldError] }) },
      { status: 500, body: problem(500, 'internal_error') },
    ]);
    const fail = () => client.getResult('j1', { maxRetries: 0 }).catch((e: unknown) => e);
    expect(await fail()).toBeInstanceOf(AuthenticationError);
    expect(await fail()).toBeInstanceOf(PermissionError);
    expect(await fail()).toBeInstanceOf(NotFoundError);
    const invalid = (await fail()) as ValidationError;
    expect(invalid).toBeInstanceOf(ValidationError);
    expect(invalid.fields).toEqual([fieldError]);
    const internal = (await fail()) as APIError;
    expect(internal.constructor).toBe(APIError);
    expect(internal.code).toBe('internal_error');
  });
});

describe('retry policy', () => {
  it('reads Retry-After as seconds or a date, else the RateLimit reset', () => {
    expect(serverWaitSeconds(new Headers({ 'retry-after': '3' }))).toBe(3);
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(serverWaitSeconds(new Headers({ 'retry-after': 'Wed, 25 Nov 2026 10:00:05 GMT' }), now)).toBe(5);
    expect(serverWaitSeconds(new Headers({ ratelimit: '"default";r=0;t=12' }))).toBe(12);
    expect(serverWaitSeconds(new Headers())).toBeNull();
  });

  it('doubles the backoff per attempt, capped, with jitter in its upper half', () => {
    const settings = { maxRetries: 5, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffMs(0, settings, () => 0)).toBe(50);
    expect(backoffMs(0, settings, () => 1)).toBe(100);
    expect(backoffMs(2, settings, () => 1)).toBe(400);
    expect(backoffMs(8, settings, () => 1)).toBe(1000);
  });
});

describe('pagination', () => {
  it('iterates every job across pages, following nextCursor', async () => {
    const summary = (id: string) => ({
      jobId: id,
      status: 'completed',
      documentName: id,
      documentType: null,
      createdAt: '2026-11-25T10:00:00.000Z',
      completedAt: null,
    });
    const { client, requests } = scripted([
      { status: 200, body: { jobs: [summary('a'), summary('b')], nextCursor: 'c2' } },
      { status: 200, body: { jobs: [summary('c')], nextCursor: null } },
    ]);
    const ids: string[] = [];
    for await (const j of client.jobs({ limit: 2 })) ids.push(j.jobId);
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(requests.map((r) => r.url)).toEqual([
      'https://api.test/v3/jobs?limit=2',
      'https://api.test/v3/jobs?limit=2&cursor=c2',
    ]);
  });
});
