import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, RateLimitError, verifyWebhook, WebhookVerificationError } from './index.js';

describe('verifyWebhook', () => {
  // The Standard Webhooks reference test vector.
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const body = '{"test": 2432232314}';
  const headers = {
    'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    'webhook-timestamp': '1614265330',
    'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  };
  const now = 1614265330 * 1000;

  it('accepts a valid signature, from a plain object or a Headers', async () => {
    await expect(verifyWebhook(secret, headers, body, { now })).resolves.toEqual({ test: 2432232314 });
    await expect(
      verifyWebhook(secret, new Headers(headers), new TextEncoder().encode(body), { now }),
    ).resolves.toEqual({
      test: 2432232314,
    });
  });

  it('refuses a changed body, an old timestamp and missing headers', async () => {
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: unknown) => (e instanceof WebhookVerificationError ? e.reason : String(e)),
      );
    expect(await reason(verifyWebhook(secret, headers, '{"test": 1}', { now }))).toBe('bad_signature');
    expect(await reason(verifyWebhook(secret, headers, body, { now: now + 301_000 }))).toBe(
      'timestamp_out_of_range',
    );
    expect(
      await reason(verifyWebhook(secret, headers, body, { now: now + 301_000, toleranceSeconds: 600 })),
    ).toBe('ok');
    expect(await reason(verifyWebhook(secret, { 'webhook-id': 'x' }, body, { now }))).toBe('missing_headers');
  });

  it('accepts the standard base64 secrets of new webhooks and the base64url secrets of older ones', async () => {
    // Bytes whose base64 needs '+', '/' and padding, so the two alphabets differ.
    const key = Buffer.from('fbff3efbff3efbff3efbff3efbff3efbff3efbff3efbff3efbff3efbff3efb', 'hex');
    const standard = `whsec_${key.toString('base64')}`;
    const urlSafe = `whsec_${key.toString('base64url')}`;
    expect(standard).toMatch(/[+/]/);
    expect(urlSafe).toMatch(/[-_]/);
    const mac = createHmac('sha256', key).update(`msg_1.1614265330.${body}`).digest('base64');
    const signed = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': '1614265330',
      'webhook-signature': `v1,${mac}`,
    };
    await expect(verifyWebhook(standard, signed, body, { now })).resolves.toEqual({ test: 2432232314 });
    await expect(verifyWebhook(urlSafe, signed, body, { now })).resolves.toEqual({ test: 2432232314 });
  });
});

describe('client', () => {
  let server: Server;
  let baseUrl: string;
  const seen: { req: IncomingMessage; body: Buffer }[] = [];
  let polls = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ req, body: Buffer.concat(chunks) });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/v3/process') return res.end(JSON.stringify({ jobId: 'j1', status: 'completed' }));
        if (req.url === '/v3/process/async')
          return res.writeHead(202).end(JSON.stringify({ jobId: 'j2', status: 'pending' }));
        if (req.url === '/v3/results/j1/export?format=csv')
          return res.writeHead(200, { 'content-type': 'text/csv' }).end('a,b');
        if (req.url === '/v3/results/j1')
          return res.end(JSON.stringify({ jobId: 'j1', status: 'completed' }));
        if (req.url === '/v3/results/j3') {
          polls += 1;
          if (polls === 1)
            return res.writeHead(429, { 'content-type': 'application/problem+json', 'retry-after': '1' }).end(
              JSON.stringify({
                type: 'about:blank',
                title: 'Too Many Requests',
                status: 429,
                code: 'rate_limited',
              }),
            );
          return res.end(JSON.stringify({ jobId: 'j3', status: polls < 3 ? 'processing' : 'completed' }));
        }
        if (req.url === '/v3/jobs')
          return res.writeHead(429, { 'content-type': 'application/problem+json', 'retry-after': '7' }).end(
            JSON.stringify({
              type: 'about:blank',
              title: 'Too Many Requests',
              status: 429,
              code: 'rate_limited',
            }),
          );
        res.writeHead(404).end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const client = () => createClient({ apiKey: 'ocr_test', baseUrl });

  it('sends the file as multipart with the bearer key and options', async () => {
    const result = await client().process(new Uint8Array([1, 2, 3]), {
      filename: 'a.png',
      documentType: 'invoice',
      languageHint: 'he',
      idempotencyKey: 'k-1',
    });
    expect(result).toEqual({ jobId: 'j1', status: 'completed' });
    const { req, body } = seen.at(-1)!;
    expect(req.headers.authorization).toBe('Bearer ocr_test');
    expect(req.headers['idempotency-key']).toBe('k-1');
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = body.toString('latin1');
    expect(text).toContain('filename="a.png"');
    expect(text).toContain('Content-Type: image/png');
    expect(text).toContain('name="documentType"\r\n\r\ninvoice');
  });

  it('submits async jobs by URL as JSON', async () => {
    expect(await client().processAsync({ fileUrl: 'https://x/a.pdf', webhookUrl: 'https://y/h' })).toEqual({
      jobId: 'j2',
      status: 'pending',
    });
    const { req, body } = seen.at(-1)!;
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(body.toString())).toEqual({ fileUrl: 'https://x/a.pdf', webhookUrl: 'https://y/h' });
  });

  it('reads results and exports', async () => {
    expect(await client().getResult('j1')).toEqual({ jobId: 'j1', status: 'completed' });
    expect(new TextDecoder().decode(await client().exportResult('j1', 'csv'))).toBe('a,b');
  });

  it('waits for a result, sitting out a 429 for its Retry-After', async () => {
    const result = await client().waitForResult('j3', { intervalMs: 50, timeoutMs: 10_000 });
    expect(result.status).toBe('completed');
    expect(polls).toBe(3);
  });

  it('throws RateLimitError with the problem and Retry-After once retries are spent', async () => {
    const err = await client()
      .listJobs({}, { maxRetries: 0 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect((err as RateLimitError).status).toBe(429);
    expect((err as RateLimitError).code).toBe('rate_limited');
    expect((err as RateLimitError).retryAfter).toBe(7);
  });
});
