/**
 * Learns the Malaysian header lexicon (the words OCR slips in shop names and addresses are mended
 * towards) from the labels of SROIE's training receipts and writes it into `my.json`:
 *
 *   npx node packages/engine/src/extract/locales/make-lexicon.ts SROIE_DATA_DIR [NOT_FOR_TRAINING_TXT]
 *
 * SROIE_DATA_DIR is the `data` folder of zzzDavid/ICDAR-2019-SROIE (its `key/NNN.json` hold each
 * receipt's company and address). Every id in NOT_FOR_TRAINING_TXT (default: the evaluation set's
 * `../shared/datasets/sroie-receipts/not-for-training.txt`) is skipped: those receipts are measured on
 * and must not shape the rules. A word is kept when it is all letters, at least as long as the shortest
 * word the mending touches, and printed in the company or address of at least three receipts, so that
 * a word printed once, or a slip in one label, is not learned.
 */
import fs from 'node:fs';
import path from 'node:path';
import { localeFile } from './index.ts';

const MIN_LETTERS = 4;
/** Three-letter words (JLN, LOT) are a list of their own: they are mended only by a look-alike letter. */
const SHORT_LETTERS = 3;
const MIN_RECEIPTS = 3;

const [
  dataDir,
  excludedFile = path.resolve(
    import.meta.dirname,
    '../../../../../../shared/datasets/sroie-receipts/not-for-training.txt',
  ),
] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: make-lexicon.ts SROIE_DATA_DIR [NOT_FOR_TRAINING_TXT]');
  process.exit(2);
}

/**
 * Two words printed one after the other in a label (each of three letters or more, nothing but a space
 * between them), once per receipt: "SHAH ALAM", "SPEED MART".
 */
function wordPairs(...labels: string[]): Set<string> {
  const pairs = new Set<string>();
  for (const label of labels) {
    const tokens = label.toUpperCase().split(/\s+/);
    tokens.forEach((token, i) => {
      const next = tokens[i + 1];
      if (next && /^[A-Z]{3,}$/.test(token) && /^[A-Z]{3,}$/.test(next)) pairs.add(`${token} ${next}`);
    });
  }
  return pairs;
}

const excluded = new Set(fs.readFileSync(excludedFile, 'utf8').split(/\s+/).filter(Boolean));
if (!excluded.size) throw new Error(`${excludedFile} lists no receipts: refusing to train on all of them`);

const receiptsWith = new Map<string, number>();
const receiptsWithPair = new Map<string, number>();
let used = 0;
for (const file of fs.readdirSync(path.join(dataDir, 'key')).sort()) {
  if (excluded.has(path.basename(file, '.json'))) continue;
  const key = JSON.parse(fs.readFileSync(path.join(dataDir, 'key', file), 'utf8'));
  const words = new Set(
    `${key.company ?? ''} ${key.address ?? ''}`
      .toUpperCase()
      .split(/[^A-Z]+/)
      .filter((w) => w.length >= SHORT_LETTERS),
  );
  for (const word of words) receiptsWith.set(word, (receiptsWith.get(word) ?? 0) + 1);
  for (const pair of wordPairs(key.company ?? '', key.address ?? ''))
    receiptsWithPair.set(pair, (receiptsWithPair.get(pair) ?? 0) + 1);
  used++;
}

const learned = [...receiptsWith].filter(([, n]) => n >= MIN_RECEIPTS).map(([w]) => w);
const words = learned.filter((w) => w.length >= MIN_LETTERS).sort();
const short = learned.filter((w) => w.length < MIN_LETTERS).sort();
const learnedWords = new Set(learned);
// Each listed word with the listed words printed after it, as the locale file keeps them.
const pairs: Record<string, string[]> = {};
for (const [pair, n] of [...receiptsWithPair].sort()) {
  const [first = '', second = ''] = pair.split(' ');
  if (n < MIN_RECEIPTS || !learnedWords.has(first) || !learnedWords.has(second)) continue;
  pairs[first] = [...(pairs[first] ?? []), second];
}
const pairCount = Object.values(pairs).reduce((sum, next) => sum + next.length, 0);
const target = localeFile('my');
const locale = JSON.parse(fs.readFileSync(target, 'utf8'));
locale.lexicon = {
  recipe: `make-lexicon.ts: words of ${SHORT_LETTERS}+ letters in the company or address labels of at least ${MIN_RECEIPTS} of ${used} SROIE training receipts (zzzDavid/ICDAR-2019-SROIE data/key; the ${excluded.size} not-for-training ids skipped)`,
  words,
  short,
  pairs,
};
fs.writeFileSync(target, `${JSON.stringify(locale, null, 2)}\n`);
console.log(
  `${words.length} words, ${short.length} short ones and ${pairCount} pairs from ${used} receipts (${excluded.size} ids skipped) → ${target}`,
);
