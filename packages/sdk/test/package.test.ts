import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SDK_VERSION } from '../src/version.ts';

const run = promisify(execFile);
const sdkDir = fileURLToPath(new URL('..', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
const WORKSPACES = [
  'packages/contracts',
  'packages/engine',
  'packages/sdk',
  'packages/n8n-nodes-docread',
  'apps/server',
  'apps/web',
  'e2e',
];

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

// An integrator's project: plain Node, the package from its tarball, nothing of this repository.
const useIt = `
import { createClient, verifyWebhook, NotFoundError } from '@docread/sdk';
const event = await verifyWebhook(
  'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  {
    'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    'webhook-timestamp': '1614265330',
    'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  },
  '{"test": 2432232314}',
  { now: 1614265330 * 1000 },
);
const answers = [
  { status: 200, body: { jobId: 'j1', status: 'completed', structuredData: { fields: { totalAmount: { value: 1170 } }, lists: {}, tables: [] } } },
  { status: 404, body: { type: '/docs/errors#not_found', title: 'Not found', status: 404, code: 'not_found' } },
];
const client = createClient({
  apiKey: 'ocr_x',
  baseUrl: 'http://127.0.0.1:9',
  maxRetries: 0,
  fetch: async () => {
    const { status, body } = answers.shift();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  },
});
const result = await client.getResult('j1');
const missing = await client.getResult('j2').catch((e) => e);
console.log(JSON.stringify({ event, total: result.structuredData.fields.totalAmount.value, missing: missing instanceof NotFoundError }));
`;

// The same project's TypeScript, checked with --strict alone, as most projects have it.
const typeIt = `
import { createClient, type JobResult } from '@docread/sdk';
export const totalOf = (result: JobResult) => result.structuredData?.fields.totalAmount.value;
export const firstLine = (result: JobResult) => result.structuredData?.lists.lineItems?.[0]?.description?.value;
export const client = createClient({ apiKey: 'ocr_x', baseUrl: 'https://docread.example.com' });
`;

describe('the package as published (npm pack)', () => {
  let project: string;
  let tarball: string;
  beforeAll(async () => {
    project = await mkdtemp(path.join(tmpdir(), 'docread-sdk-user-'));
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', project], { cwd: sdkDir });
    const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
    tarball = path.join(project, packed!.filename);
    await writeFile(path.join(project, 'package.json'), JSON.stringify({ type: 'module', private: true }));
    // The SDK has no dependencies: the install needs no registry.
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: project });
  }, 120_000);
  afterAll(async () => {
    if (project) await rm(project, { recursive: true, force: true });
  });

  it('carries a licence and the metadata a registry needs, and only the built files', async () => {
    const installed = path.join(project, 'node_modules', '@docread', 'sdk');
    const manifest = await readJson(path.join(installed, 'package.json'));
    expect(manifest).toMatchObject({ name: '@docread/sdk', license: 'MIT', type: 'module' });
    expect(manifest.description).toEqual(expect.any(String));
    // `default` lets CommonJS code (n8n's nodes among it) require() the ES module on Node 20.19 and later.
    expect(manifest.exports['.']).toEqual({
      types: './dist/index.d.ts',
      import: './dist/index.js',
      default: './dist/index.js',
    });
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(await readFile(path.join(installed, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    const { stdout } = await run('tar', ['-tzf', tarball]);
    const files = stdout.trim().split('\n');
    expect(files).toEqual(expect.arrayContaining(['package/dist/index.js', 'package/README.md']));
    expect(files.filter((f) => !/^package\/(dist\/|README\.md$|LICENSE$|package\.json$)/.test(f))).toEqual(
      [],
    );
    expect(files.some((f) => f.includes('.test.'))).toBe(false);
  });

  it('installs in a clean project and works from plain Node', async () => {
    await writeFile(path.join(project, 'use.mjs'), useIt);
    const { stdout } = await run(process.execPath, ['use.mjs'], { cwd: project });
    expect(JSON.parse(stdout)).toEqual({ event: { test: 2432232314 }, total: 1170, missing: true });
    const required = await run(
      process.execPath,
      ['-e', "console.log(typeof require('@docread/sdk').verifyWebhook)"],
      { cwd: project },
    );
    expect(required.stdout.trim()).toBe('function');
  });

  it("type-checks under --strict: a field's value without narrowing, lists apart", async () => {
    await writeFile(path.join(project, 'use.ts'), typeIt);
    const checked = await run(
      tsc,
      [
        '--strict',
        '--noEmit',
        '--module',
        'nodenext',
        '--target',
        'es2022',
        '--lib',
        'es2024,dom',
        '--types',
        '',
        'use.ts',
      ],
      { cwd: project },
    ).then(
      () => '',
      (error: { stdout: string }) => error.stdout || String(error),
    );
    expect(checked).toBe('');
  });

  it('has the version of every package of the product, which the CLI prints', async () => {
    const versions = await Promise.all(
      WORKSPACES.map(async (dir) => (await readJson(path.join(root, dir, 'package.json'))).version),
    );
    expect(new Set(versions)).toEqual(new Set([SDK_VERSION]));
    const cli = path.join(root, 'packages', 'engine', 'src', 'cli', 'main.ts');
    const { stdout } = await run(process.execPath, [cli, '--version']);
    expect(stdout).toBe(`docread ${SDK_VERSION}\n`);
  });
});
