import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import {
  createApiKeyWithSecret,
  FAST_PIPELINE_ENV,
  invoicePng,
  startFileServer,
} from './pipeline-support.ts';
import { dialectName, startServer, uniqueEmail } from './support.ts';

const run = promisify(execFile);
const here = fileURLToPath(new URL('./generated-clients/', import.meta.url));
const repoModules = fileURLToPath(new URL('../../../node_modules', import.meta.url));
const tsc = path.join(repoModules, '.bin', 'tsc');

interface DriveReport {
  processed: { jobId: string; status: string; total: unknown };
  queued: { jobId: string; location: string | null; status: string };
  listed: string[];
  csv: string;
}

/**
 * What an integrator does with a mainstream generator: generate a client from the served document, write
 * code against it, type-check under --strict, run it. The scratch project lies outside the repository and
 * sees only the generated code, the drivers and the published packages (openapi-fetch, Node's types).
 */
describe(`clients generated from the OpenAPI document (${dialectName})`, () => {
  let server: TestServer;
  let files: Awaited<ReturnType<typeof startFileServer>>;
  let scratch: string;
  let env: Record<string, string>;
  /** What tsc reported on the generated clients and the code written against them (it emits either way). */
  let typeErrors: string;
  beforeAll(async () => {
    server = await startServer(FAST_PIPELINE_ENV);
    const cookie = await createApprovedUser(server, {
      email: uniqueEmail('generated'),
      password: 'secret-pass-1',
      name: 'Generated Client',
    });
    const { key } = await createApiKeyWithSecret(server, cookie);
    const png = await invoicePng({ number: 'INV-3210', total: '1,170.00' });
    files = await startFileServer({ '/invoice.png': { type: 'image/png', data: png } });

    scratch = await mkdtemp(path.join(tmpdir(), 'docread-generated-'));
    await symlink(repoModules, path.join(scratch, 'node_modules'), 'dir');
    await writeFile(path.join(scratch, 'package.json'), JSON.stringify({ type: 'module', private: true }));
    await writeFile(
      path.join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          lib: ['es2024', 'dom'],
          types: ['node'],
          skipLibCheck: true,
          outDir: 'dist',
        },
        include: ['*.ts', 'hey-api/**/*.ts'],
      }),
    );
    await writeFile(path.join(scratch, 'invoice.png'), png);
    const document = await (await fetch(`${server.url}/api/openapi.json`)).text();
    await writeFile(path.join(scratch, 'openapi.json'), document);
    env = {
      ...process.env,
      DOCREAD_URL: server.url,
      DOCREAD_API_KEY: key,
      DOCREAD_FILE: path.join(scratch, 'invoice.png'),
      DOCREAD_FILE_URL: `${files.base}/invoice.png`,
    } as Record<string, string>;

    await run(process.execPath, [
      path.join(here, 'generate-hey-api.mjs'),
      path.join(scratch, 'openapi.json'),
      path.join(scratch, 'hey-api'),
    ]);
    await writeFile(
      path.join(scratch, 'openapi-typescript.ts'),
      astToString(await openapiTS(JSON.parse(document))),
    );
    for (const driver of ['hey-api.ts', 'openapi-fetch.ts'])
      await copyFile(path.join(here, driver), path.join(scratch, driver));
    typeErrors = await run(tsc, ['-p', path.join(scratch, 'tsconfig.json')]).then(
      () => '',
      (error: { stdout: string }) => error.stdout || String(error),
    );
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await files?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('type-check, as generated, under --strict', () => {
    expect(typeErrors).toBe('');
  });

  for (const driver of ['hey-api', 'openapi-fetch'])
    it(`${driver}: process, then async, list and export against the server`, async () => {
      const { stdout } = await run(process.execPath, [path.join(scratch, 'dist', `${driver}.js`)], { env });
      const report = JSON.parse(stdout) as DriveReport;
      expect(report.processed).toMatchObject({ status: 'completed', total: 1170 });
      expect(report.queued.location).toBe(`/v3/results/${report.queued.jobId}`);
      expect(report.queued.status).toBe('completed');
      expect(report.listed).toEqual(expect.arrayContaining([report.processed.jobId, report.queued.jobId]));
      expect(report.csv).toContain('INV-3210');
    }, 180_000);
});
