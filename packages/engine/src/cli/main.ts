#!/usr/bin/env node
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DOCUMENT_TYPES, type DocumentResult, type DocumentType } from '@docread/contracts';
import { createEngine, type LanguageHint } from '../engine.ts';
import { EngineInputError } from '../errors.ts';
import { toCsv } from '../export/csv.ts';
import { toSearchablePdf } from '../export/pdf.ts';
import { toXlsx } from '../export/xlsx.ts';

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

const USAGE = `Usage: npm run ocr -- [--type T] [--lang L] [--format json|csv|xlsx|pdf] [--out DIR] FILE...
  --type    ${DOCUMENT_TYPES.join('|')} (default: classify)
  --lang    he|en|he+en (default: detect)
  --format  output format (default: json)
  --out     directory for <file name>.<format>; without it one file's result goes to stdout`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      lang: { type: 'string' },
      format: { type: 'string', default: 'json' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
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
  if (!values.out && positionals.length > 1) return fail('Several files need --out DIR.');
  if (!values.out && format !== 'json' && process.stdout.isTTY)
    return fail(`--format ${format} writes binary data: use --out DIR.`);
  if (values.out) await fs.mkdir(values.out, { recursive: true });

  const engine = createEngine();
  let failures = 0;
  try {
    for (const [index, file] of positionals.entries()) {
      const label = `[${index + 1}/${positionals.length}] ${file}`;
      try {
        const bytes = await fs.readFile(file);
        const result = await engine.process(bytes, {
          documentType: values.type as DocumentType | undefined,
          languageHint,
          onProgress: (e) => {
            if (e.stage === 'page') process.stderr.write(`${label}: page ${e.page}/${e.pageCount}\n`);
          },
        });
        const output = await render(result, format, bytes);
        if (values.out) {
          const target = path.join(values.out, `${path.parse(file).name}.${format}`);
          await fs.writeFile(target, output);
          process.stderr.write(
            `${label}: ${result.documentType}, ${result.pages.length} page(s) -> ${target}\n`,
          );
        } else {
          process.stdout.write(output);
          process.stderr.write(`${label}: ${result.documentType}, ${result.pages.length} page(s)\n`);
        }
      } catch (error) {
        failures++;
        const reason = error instanceof EngineInputError ? `${error.code}: ${error.message}` : String(error);
        process.stderr.write(`${label}: failed: ${reason}\n`);
      }
    }
  } finally {
    await engine.close();
  }
  return failures === 0 ? 0 : 1;
}

async function render(result: DocumentResult, format: Format, input: Buffer): Promise<Buffer | string> {
  if (format === 'json') return `${JSON.stringify(result, null, 2)}\n`;
  if (format === 'csv') return toCsv(result);
  if (format === 'xlsx') return toXlsx(result);
  return toSearchablePdf(input, result);
}

process.exitCode = await main();
