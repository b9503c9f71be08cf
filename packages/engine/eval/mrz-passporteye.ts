/**
 * MRZ found / all-check-digits-valid counts on the passporteye-mrz set, read by the engine as passports.
 * `node eval/mrz-passporteye.ts [--save DIR]` — with --save, each file's pages are written as JSON so the
 * understanding step can be re-run without OCR (`--from DIR`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@docread/contracts';
import { createEngine } from '../src/engine.ts';
import { understand } from '../src/extract/index.ts';

const { values } = parseArgs({
  options: { save: { type: 'string' }, from: { type: 'string' }, dir: { type: 'string' } },
});
const dir =
  values.dir ?? path.resolve(import.meta.dirname, '../../../../shared/datasets/passporteye-mrz/testdata');
const files = (await fs.readdir(dir)).filter((f) => /\.(jpe?g|png)$/i.test(f)).sort();
const engine = values.from ? null : createEngine();
let found = 0;
let valid = 0;
for (const file of files) {
  let pages: Page[];
  if (values.from) pages = JSON.parse(await fs.readFile(path.join(values.from, `${file}.json`), 'utf8'));
  else {
    pages = (await engine?.readPages(path.join(dir, file), { documentType: 'passport' }))?.pages ?? [];
    if (values.save) await fs.writeFile(path.join(values.save, `${file}.json`), JSON.stringify(pages));
  }
  const { fields } = understand(pages, { documentType: 'passport' });
  const mrz = fields.mrz?.value;
  const ok = fields.mrzValid?.value === true;
  if (mrz) found++;
  if (ok) valid++;
  console.log(
    `${ok ? 'VALID' : mrz ? 'found' : '-----'} ${file}\n${mrz ? String(mrz).replace(/^/gm, '   ') : ''}`,
  );
}
console.log(`found ${found}/${files.length}, valid ${valid}/${files.length}`);
await engine?.close();
