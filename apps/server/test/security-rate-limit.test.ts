import { MAX_API_KEYS_PER_ACCOUNT, validationMessages } from '@docread/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedRateLimiter } from '../src/features/v3/rate-limit.ts';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { createApiKey } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail } from './support.ts';

const LIMIT = 6;

describe(`/v3 rate limit per account in shared storage, and the key cap (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ API_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => server?.close());

  const newCustomer = (label: string) =>
    createApprovedUser(server, { email: uniqueEmail(label), password: 'secret1234', name: label });
  const jobs = (key: string) =>
    http(server, 'GET', '/v3/jobs', { headers: { authorization: `Bearer ${key}` } });

  it('counts every key of an account against one limit', async () => {
    const cookie = await newCustomer('multi-key');
    const keys = [await createApiKey(server, cookie, 'a'), await createApiKey(server, cookie, 'b')];
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await jobs(keys[i % 2]!)).status);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);

    const other = await newCustomer('other-account');
    expect((await jobs(await createApiKey(server, other))).status).toBe(200);
  });

  it('keeps the counts in the database, shared by every process and kept over a restart', async () => {
    const policy = { limit: 3, windowSeconds: 60 };
    // Two limiters on one database: two web processes, or one before and one after a restart.
    const first = new SharedRateLimiter(server.db, 'test', policy);
    const second = new SharedRateLimiter(server.db, 'test', policy);
    const now = Date.now();
    const bucket = uniqueEmail('bucket');
    expect((await first.consume(bucket, now)).allowed).toBe(true);
    expect((await second.consume(bucket, now)).allowed).toBe(true);
    expect((await first.consume(bucket, now)).allowed).toBe(true);
    const refused = await second.consume(bucket, now);
    expect(refused.allowed).toBe(false);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await second.consume(bucket, now + 60_000)).allowed).toBe(true);
  });

  it('keeps an hourly limit counted while a per-minute limiter sweeps its own old windows', async () => {
    const hourly = new SharedRateLimiter(server.db, 'hourly', { limit: 2, windowSeconds: 3600 });
    const perMinute = new SharedRateLimiter(server.db, 'minutely', { limit: 100, windowSeconds: 60 });
    const visitor = uniqueEmail('visitor');
    const now = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    expect((await hourly.consume(visitor, now)).allowed).toBe(true);
    expect((await hourly.consume(visitor, now)).allowed).toBe(true);
    // A minute later the per-minute limiter starts a new window and sweeps the old ones: only its own.
    await perMinute.consume(visitor, now + 120_000);
    expect((await hourly.consume(visitor, now + 180_000)).allowed).toBe(false);
  });

  it(`refuses more than ${MAX_API_KEYS_PER_ACCOUNT} keys per account with a translated 409, also in parallel`, async () => {
    const cookie = await newCustomer('many-keys');
    const answers = await Promise.all(
      Array.from({ length: MAX_API_KEYS_PER_ACCOUNT + 4 }, (_, i) =>
        http(server, 'POST', '/api/api-keys', { cookie, json: { name: `key ${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_API_KEYS_PER_ACCOUNT);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      expect(answer.body).toMatchObject({
        code: 'api_key_limit_reached',
        errors: [{ path: 'name', messageKey: 'validation.apiKeyLimitReached' }],
      });
    }
    expect(validationMessages.he['validation.apiKeyLimitReached']).toMatch(/[\u0590-\u05FF]/);
    const listed = await http(server, 'GET', '/api/api-keys', { cookie });
    expect(listed.body.items).toHaveLength(MAX_API_KEYS_PER_ACCOUNT);

    await http(server, 'DELETE', `/api/api-keys/${listed.body.items[0].id}`, { cookie });
    expect((await http(server, 'POST', '/api/api-keys', { cookie, json: { name: 'again' } })).status).toBe(
      201,
    );
  });
});
