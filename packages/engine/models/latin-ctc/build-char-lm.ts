/**
 * Builds the Latin line model's character language model (`char-lm.tsv.gz`) from the transcripts of the
 * trainable SROIE receipts' lines:
 *
 *   node packages/engine/models/latin-ctc/build-char-lm.ts SROIE/data NOT-FOR-TRAINING.txt OUT.tsv.gz [--leave-out K/5]
 *
 * Every id of not-for-training.txt is skipped before its transcripts are read. `--leave-out K/5` also
 * skips the receipts whose number is K modulo 5: the receipt field model's cross-validation fold K
 * (train.py), whose receipts must be read by a language model that never saw them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { countGrams } from '../../src/recognise/char-lm.ts';

/** Six characters (five of context) and grams seen twice: measured in models/latin-ctc/README.md. */
const ORDER = 6;
const MIN_COUNT = 2;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'leave-out': { type: 'string' } },
});
const [data, exclusions, out] = positionals as [string, string, string];
if (!data || !exclusions || !out)
  throw new Error('usage: build-char-lm.ts SROIE/data NOT-FOR-TRAINING.txt OUT.tsv.gz');
const excluded = new Set(fs.readFileSync(exclusions, 'utf8').split(/\s+/).filter(Boolean));
const [fold, folds] = (values['leave-out'] ?? '-1/5').split('/').map(Number) as [number, number];
const lines: string[] = [];
let receipts = 0;
for (const file of fs.readdirSync(path.join(data, 'box')).sort()) {
  const id = path.parse(file).name;
  if (excluded.has(id) || Number(id) % folds === fold) continue;
  receipts += 1;
  for (const row of fs.readFileSync(path.join(data, 'box', file), 'latin1').split(/\r?\n/)) {
    // x1,y1,…,x4,y4,transcript: the transcript may hold commas.
    const text = row.split(',').slice(8).join(',').trim();
    if (text) lines.push(text);
  }
}
fs.writeFileSync(out, zlib.gzipSync(`${countGrams(lines, ORDER, MIN_COUNT)}\n`, { level: 9 }));
process.stderr.write(`${receipts} receipts, ${lines.length} lines → ${out}\n`);
