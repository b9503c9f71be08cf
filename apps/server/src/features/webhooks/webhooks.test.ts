import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowlist } from '../../outbound/address-policy.ts';
import {
  attemptDelivery,
  PRIVATE_RECEIVER_NOTE,
  RESPONSE_SNIPPET_BYTES,
  responseExcerpt,
} from './deliver-webhook.ts';
import {
  maxDeliveryAttempts,
  nextRetryDelayMs,
  parseRetrySchedule,
  STANDARD_RETRY_DELAYS_MS,
} from './retry-schedule.ts';
import { openSecret, registerSealingSecret, sealSecret } from './sealed-secret.ts';
import { generateWebhookSecret, signPayload, verifySignature } from './signature.ts';

describe('Standard Webhooks signature', () => {
  it('matches the specification test vector', () => {
    // From the standard-webhooks reference libraries' test suite.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
    const body = '{"test": 2432232314}';
    expect(signPayload(secret, id, 1614265330, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('makes secrets of 32 random bytes with the whsec_ prefix', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64').length).toBe(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it('verifies, and refuses a tampered body, a wrong secret or an old timestamp', () => {
    const secret = generateWebhookSecret();
    const now = Date.now();
    const ts = Math.floor(now / 1000);
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(ts),
      'webhook-signature': `v1,bad ${signPayload(secret, 'msg_1', ts, 'body')}`,
    };
    expect(verifySignature(secret, headers, 'body', { now })).toEqual({ ok: true });
    expect(verifySignature(secret, headers, 'body!', { now })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifySignature(generateWebhookSecret(), headers, 'body', { now })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifySignature(secret, headers, 'body', { now: now + 10 * 60_000 })).toEqual({
      ok: false,
      reason: 'timestamp_out_of_range',
    });
    expect(verifySignature(secret, {}, 'body')).toEqual({ ok: false, reason: 'missing_headers' });
  });
});

describe('retry schedule', () => {
  it('follows the specification: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up', () => {
    const none = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => nextRetryDelayMs(n, STANDARD_RETRY_DELAYS_MS, none))).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ]);
    expect(nextRetryDelayMs(8)).toBeNull();
    expect(maxDeliveryAttempts()).toBe(8);
  });

  it('adds jitter of at most a tenth of the delay', () => {
    expect(nextRetryDelayMs(2, STANDARD_RETRY_DELAYS_MS, () => 0)).toBe(270_000);
    expect(nextRetryDelayMs(2, STANDARD_RETRY_DELAYS_MS, () => 1)).toBe(330_000);
  });

  it('reads a configured schedule', () => {
    expect(parseRetrySchedule('100ms, 2s,1m,1h')).toEqual([100, 2000, 60_000, 3_600_000]);
    expect(parseRetrySchedule(undefined)).toBe(STANDARD_RETRY_DELAYS_MS);
    expect(() => parseRetrySchedule('5 minutes')).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });
});

describe('attemptDelivery', () => {
  let server: Server;
  let base: string;
  const received: { req: IncomingMessage; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push({ req, body });
        if (req.url === '/ok') return res.end('thanks');
        if (req.url === '/gone') return res.writeHead(410).end('gone');
        if (req.url === '/redirect') return res.writeHead(301, { location: '/ok' }).end();
        res.writeHead(500).end('x'.repeat(5000));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const secret = generateWebhookSecret();
  const allowlist = parseAllowlist('127.0.0.1');
  const input = { secret, messageId: 'msg_abc', body: '{"type":"test"}', allowlist };

  it('signs the delivery so the receiver can verify it', async () => {
    const attempt = await attemptDelivery({ ...input, url: `${base}/ok` });
    expect(attempt).toMatchObject({
      statusCode: 200,
      outcome: 'delivered',
      responseSnippet: PRIVATE_RECEIVER_NOTE,
    });
    const last = received.at(-1)!;
    expect(last.req.headers['webhook-id']).toBe('msg_abc');
    expect(verifySignature(secret, last.req.headers, last.body)).toEqual({ ok: true });
  });

  it('does not follow redirects, marks 410 as gone, keeps no answer of a private receiver', async () => {
    expect((await attemptDelivery({ ...input, url: `${base}/redirect` })).outcome).toBe('failed');
    expect(received.at(-1)!.req.url).toBe('/redirect');
    expect((await attemptDelivery({ ...input, url: `${base}/gone` })).outcome).toBe('gone');
    const failed = await attemptDelivery({ ...input, url: `${base}/fail` });
    expect(failed).toMatchObject({
      statusCode: 500,
      outcome: 'failed',
      responseSnippet: PRIVATE_RECEIVER_NOTE,
    });
  });

  it("keeps only a short, printable start of a public receiver's answer", () => {
    const long = responseExcerpt(Buffer.from('x'.repeat(5000)), '93.184.216.34');
    expect(long).toHaveLength(RESPONSE_SNIPPET_BYTES);
    expect(responseExcerpt(Buffer.from('ok\u0000\u0007 done'), '93.184.216.34')).toBe('ok done');
    const hebrew = responseExcerpt(Buffer.from('א'.repeat(150)), '2606:4700::1');
    expect(Buffer.byteLength(hebrew)).toBeLessThanOrEqual(RESPONSE_SNIPPET_BYTES);
    expect(hebrew).toBe('א'.repeat(100));
    expect(responseExcerpt(Buffer.from('secret'), '10.0.0.5')).toBe(PRIVATE_RECEIVER_NOTE);
  });

  it('records refused and unreachable endpoints as failed attempts, without naming addresses', async () => {
    const blocked = await attemptDelivery({ ...input, allowlist: parseAllowlist(''), url: `${base}/ok` });
    expect(blocked).toMatchObject({ statusCode: null, outcome: 'failed' });
    expect(blocked.responseSnippet).toBe('The address could not be reached');
  });
});

describe('sealed secrets', () => {
  it('open only under the server secret that sealed them, and not once altered', () => {
    const installation = {};
    const other = {};
    registerSealingSecret(installation, 'a'.repeat(64));
    registerSealingSecret(other, 'b'.repeat(64));
    const secret = generateWebhookSecret();
    const sealed = sealSecret(installation, secret);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret.slice(6, 20));
    expect(sealSecret(installation, secret)).not.toBe(sealed);
    expect(openSecret(installation, sealed)).toBe(secret);
    expect(() => openSecret(other, sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => openSecret(installation, `v1.${raw.toString('base64url')}`)).toThrow();
    expect(() => openSecret({}, sealed)).toThrow(/not set up/);
  });
});
