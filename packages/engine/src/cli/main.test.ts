import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'docread.mjs');

async function textPdf(words: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(words, { x: 72, y: 760, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

describe('the OCR command line', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'docread-cli-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a folder of files through the worker pool and reports each one, failures included', async () => {
    const files = ['first', 'second', 'third'].map((name) => path.join(dir, `${name}.pdf`));
    for (const [i, file] of files.entries())
      await writeFile(file, await textPdf(`Invoice 10${i} from Example Supplies Ltd, total 48${i}.00`));
    const damaged = path.join(dir, 'damaged.pdf');
    await writeFile(damaged, 'not a pdf at all');
    const out = path.join(dir, 'out');
    const answer = run(process.execPath, [cli, '--jobs', '2', '--out', out, ...files, damaged]);
    const failure = await answer.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/damaged\.pdf: failed: unsupported_type/);
    for (const [i, name] of ['first', 'second', 'third'].entries()) {
      const result = JSON.parse(await readFile(path.join(out, `${name}.json`), 'utf8'));
      expect(result.text).toContain(`Invoice 10${i}`);
    }
  });

  it('refuses a module it does not know, naming it, before reading anything', async () => {
    const failure = await run(process.execPath, [
      cli,
      '--modules',
      'table-extraction,mind-reading',
      '-',
    ]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toMatch(/Unknown module: mind-reading/);
  });

  it('prints its version, and reads a document from standard input with nothing but JSON on stdout', async () => {
    const { stdout: version } = await run(process.execPath, [cli, '--version']);
    expect(version).toMatch(/^docread \d+\.\d+\.\d+\n$/);

    const child = execFile(process.execPath, [cli, '--jobs', '1', '-']);
    const stdout: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => stdout.push(Buffer.from(chunk)));
    child.stdin?.end(await textPdf('Receipt 77 from Piped Goods Ltd, total 12.50'));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    const result = JSON.parse(Buffer.concat(stdout).toString('utf8'));
    expect(result.text).toContain('Receipt 77');
  });
});
