import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { TestServer } from '../test-support/start-test-server.ts';

/** Settings that make the pipeline quick to observe in tests. */
export const FAST_PIPELINE_ENV: Record<string, string> = {
  ROLE: 'all',
  JOB_POLL_MS: '200',
  JOB_RETRY_DELAYS: '200ms,200ms',
  OUTBOUND_ALLOWLIST: '127.0.0.1',
  WEBHOOK_RETRY_SCHEDULE: '300ms,300ms,300ms',
  WEBHOOK_TIMEOUT_SECONDS: '5',
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A small, clean English invoice rendered to PNG: enough text for the engine to find number and total. */
export async function invoicePng(opts: { number: string; total: string; vendor?: string }): Promise<Buffer> {
  const lines = [
    { text: opts.vendor ?? 'Acme Supplies Ltd', size: 30, y: 60 },
    { text: 'INVOICE', size: 34, y: 120 },
    { text: `Invoice No: ${opts.number}`, size: 24, y: 180 },
    { text: 'Date: 01/11/2026', size: 24, y: 220 },
    { text: 'Bill To: Levi Trading', size: 24, y: 260 },
    { text: `Total: ${opts.total}`, size: 28, y: 340 },
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="400"><rect width="100%" height="100%" fill="white"/>${lines
    .map(
      (l) =>
        `<text x="40" y="${l.y}" font-family="DejaVu Sans" font-size="${l.size}" fill="black">${escapeXml(l.text)}</text>`,
    )
    .join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A short agreement signed by pen: a "Signature:" label, the line to sign on, and a bezier stroke over it. */
export async function signedFormPng(): Promise<Buffer> {
  const text = (y: number, t: string) =>
    `<text x="40" y="${y}" font-family="DejaVu Sans" font-size="26" fill="black">${escapeXml(t)}</text>`;
  const stroke =
    'M 0 60 C 30 -40, 70 90, 100 20 S 150 -50, 190 40 S 260 90, 290 10 S 350 0, 390 50 S 430 70, 470 30';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="420"><rect width="100%" height="100%" fill="white"/>${[
    text(60, 'Service Agreement'),
    text(120, 'The parties agree to the terms set out above.'),
    text(300, 'Signature:'),
    '<line x1="220" y1="305" x2="820" y2="305" stroke="black" stroke-width="3"/>',
    `<path transform="translate(260 240)" d="${stroke}" fill="none" stroke="#1a1a40" stroke-width="4"/>`,
  ].join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A portal user's API key with its callback signing secret, made through the portal API as a customer would. */
export async function createApiKeyWithSecret(
  server: TestServer,
  cookie: string,
  name = 'tests',
): Promise<{ key: string; callbackSecret: string }> {
  const res = await fetch(`${server.url}/api/api-keys`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (res.status !== 201) throw new Error(`creating an API key answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { key: string; callbackSecret: string };
}

/** A portal user's API key, made through the portal API as a customer would. */
export async function createApiKey(server: TestServer, cookie: string, name = 'tests'): Promise<string> {
  return (await createApiKeyWithSecret(server, cookie, name)).key;
}

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  answeredWith: number;
}

/** A loopback webhook receiver; `answers` lists the status codes to give, then 200 for the rest. */
export async function startReceiver(answers: number[] = []) {
  const received: ReceivedHook[] = [];
  const queue = [...answers];
  const waiters: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
    });
    req.on('end', () => {
      const status = queue.shift() ?? 200;
      received.push({ headers: req.headers, body, answeredWith: status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'try again');
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    received,
    /** Resolves once `count` requests have arrived (or rejects after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 30_000): Promise<ReceivedHook[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`receiver got ${received.length} of ${count} requests`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A loopback file server for `fileUrl` downloads. */
export async function startFileServer(files: Record<string, { type: string; data: Buffer }>) {
  const server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type, 'content-length': file.data.length }).end(file.data);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export async function waitForStatus(
  server: TestServer,
  apiKey: string,
  jobId: string,
  statuses: string[],
  timeoutMs = 60_000,
  intervalMs = 200,
): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${server.url}/v3/results/${jobId}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    const body = (await res.json()) as { status: string };
    if (statuses.includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`job ${jobId} stayed ${body.status}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
