import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const built = fileURLToPath(new URL('../dist/index.js', import.meta.url));

// Plain Node, no TypeScript loader: what a user of the published package runs.
const script = `
import * as sdk from '@docread/sdk';
const event = await sdk.verifyWebhook(
  'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  {
    'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    'webhook-timestamp': '1614265330',
    'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  },
  '{"test": 2432232314}',
  { now: 1614265330 * 1000 },
);
const client = sdk.createClient({
  apiKey: 'ocr_x',
  baseUrl: 'http://127.0.0.1:9',
  maxRetries: 0,
  fetch: async () => new Response('{"type":"about:blank","title":"Not Found","status":404,"code":"not_found"}', { status: 404 }),
});
const error = await client.getResult('missing').catch((e) => e);
console.log(JSON.stringify({
  exports: Object.keys(sdk).sort(),
  event,
  error: [error.name, error instanceof sdk.NotFoundError, error instanceof sdk.DocReadError, error.code],
}));
`;

describe('the built package', () => {
  it('loads from plain Node through its exports and works', async () => {
    expect(existsSync(built), 'run `npm run build -w packages/sdk` first (npm test does)').toBe(true);
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
    });
    const out = JSON.parse(stdout) as { exports: string[]; event: unknown; error: unknown[] };
    expect(out.exports).toEqual(expect.arrayContaining(['createClient', 'verifyWebhook', 'RateLimitError']));
    expect(out.event).toEqual({ test: 2432232314 });
    expect(out.error).toEqual(['NotFoundError', true, true, 'not_found']);
  });
});
