#!/usr/bin/env node
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DocumentResult, DocumentType, ProcessingModule } from '@docread/contracts';
// The constants alone: the contracts' schemas cost this process ~30 MB of the command's memory.
import { DEFAULT_PROCESSING_MODULES, DOCUMENT_TYPES, PROCESSING_MODULES } from '@docread/contracts/constants';
import type { LanguageHint } from '../engine.ts';
import { EngineInputError } from '../errors.ts';
import { EngineLimitError } from '../pool/errors.ts';
import { createEnginePool, type EnginePool } from '../pool/pool.ts';
import { outputNames } from './output-names.ts';

const FORMATS = ['json', 'csv', 'xlsx', 'pdf'] as const;
type Format = (typeof FORMATS)[number];
const LANGS: Record<string, LanguageHint> = {
  he: 'he',
  heb: 'he',
  en: 'en',
  eng: 'en',
  'he+en': 'he+en',
  both: 'he+en',
  'heb+eng': 'he+en',
};

const USAGE = `Usage: npx docread [--type T] [--lang L] [--modules M,...] [--format json|csv|xlsx|pdf] [--out DIR] [--jobs N] FILE...
  FILE      a document (PDF, PNG, JPEG, TIFF, WebP, HEIC); - reads one from standard input
  --type    ${DOCUMENT_TYPES.join('|')} (default: detected)
            a hint: followed unless the document plainly is something else
  --lang    he|en|he+en (default: detect)
  --modules what to read beyond text and fields, comma-separated: ${PROCESSING_MODULES.join(', ')}
            (default: ${DEFAULT_PROCESSING_MODULES.join(', ')}; an empty list reads neither)
  --format  output format (default: json)
  --out     directory for <file name>.<format> (<file name>.<ext>.<format> where two inputs share a name);
            without it one file's result goes to stdout
  --jobs    files read at once, one engine process each (default: one file per core, in one process per two files)
  --version print the version`;

/** Standard input as one document, for pipes: `curl … | npx docread -`. */
async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function version(): Promise<string> {
  const manifest = JSON.parse(await fs.readFile(new URL('../../package.json', import.meta.url), 'utf8'));
  return `docread ${manifest.version}`;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      lang: { type: 'string' },
      modules: { type: 'string' },
      format: { type: 'string', default: 'json' },
      out: { type: 'string' },
      jobs: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (values.version) {
    process.stdout.write(`${await version()}\n`);
    return 0;
  }
  const format = values.format as Format;
  const fail = (message: string) => {
    process.stderr.write(`${message}\n${USAGE}\n`);
    return 2;
  };
  if (positionals.length === 0) return fail('No input file.');
  if (!FORMATS.includes(format)) return fail(`Unknown format: ${values.format}`);
  if (values.type && !DOCUMENT_TYPES.includes(values.type as DocumentType))
    return fail(`Unknown type: ${values.type}`);
  const languageHint = values.lang ? LANGS[values.lang] : undefined;
  if (values.lang && !languageHint) return fail(`Unknown language: ${values.lang}`);
  const modules = values.modules
    ?.split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  const unknown = modules?.find((m) => !PROCESSING_MODULES.includes(m as ProcessingModule));
  if (unknown) return fail(`Unknown module: ${unknown}`);
  if (!values.out && positionals.length > 1) return fail('Several files need --out DIR.');
  if (positionals.filter((file) => file === '-').length > 1) return fail('Standard input can be read once.');
  if (!values.out && format !== 'json' && process.stdout.isTTY)
    return fail(`--format ${format} writes binary data: use --out DIR.`);
  const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
  if (jobs !== undefined && !(Number.isInteger(jobs) && jobs > 0)) return fail(`Bad --jobs: ${values.jobs}`);
  if (values.out) await fs.mkdir(values.out, { recursive: true });

  const pool = createEnginePool(jobs ? { size: jobs, documentsPerChild: 1 } : {});
  const out = values.out;
  const targets = outputNames(positionals, format);
  const readOne = async (file: string, index: number): Promise<boolean> => {
    const label = `[${index + 1}/${positionals.length}] ${file}`;
    try {
      const bytes = file === '-' ? await readStdin() : await fs.readFile(file);
      const result = await pool.process(bytes, {
        ...(values.type ? { typeHint: values.type as DocumentType } : {}),
        ...(languageHint ? { languageHint } : {}),
        ...(modules ? { modules: modules as ProcessingModule[] } : {}),
        onProgress: (e) => {
          if (e.stage === 'page') process.stderr.write(`${label}: page ${e.page}/${e.pageCount}\n`);
        },
      });
      const output = await render(pool, result, format, bytes);
      const summary = `${label}: ${result.documentType}, ${result.pages.length} page(s)`;
      if (out) {
        const target = path.join(out, targets[index] as string);
        await fs.writeFile(target, output);
        process.stderr.write(`${summary} -> ${target}\n`);
      } else {
        process.stdout.write(output);
        process.stderr.write(`${summary}\n`);
      }
      return true;
    } catch (error) {
      const reason =
        error instanceof EngineInputError || error instanceof EngineLimitError
          ? `${error.code}: ${error.message}`
          : String(error);
      process.stderr.write(`${label}: failed: ${reason}\n`);
      return false;
    }
  };
  try {
    const outcomes: boolean[] = [];
    let next = 0;
    // A file is read when a core is about to be free for it, not all at once: a folder of thousands of
    // scans would otherwise sit in this process's memory until the last one is read. One more than the
    // files read at once, so the next file waits in the pool's queue as one ends.
    const inFlight = (jobs ?? os.availableParallelism()) + 1;
    await Promise.all(
      Array.from({ length: Math.min(inFlight, positionals.length) }, async () => {
        while (next < positionals.length) {
          const index = next++;
          outcomes[index] = await readOne(positionals[index] as string, index);
        }
      }),
    );
    return outcomes.every(Boolean) ? 0 : 1;
  } finally {
    await pool.close();
  }
}

async function render(
  pool: EnginePool,
  result: DocumentResult,
  format: Format,
  input: Buffer,
): Promise<Buffer | string> {
  if (format === 'json') return `${JSON.stringify(result, null, 2)}\n`;
  if (format === 'csv') return (await import('../export/csv.ts')).toCsv(result);
  if (format === 'xlsx') return pool.toXlsx(result);
  return pool.toSearchablePdf(input, result);
}

process.exitCode = await main();
