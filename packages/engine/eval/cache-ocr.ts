/**
 * Reads the evaluation images once with the engine and keeps each document's pages as JSON, so the
 * extraction rules can be iterated on today's OCR text without running OCR again:
 *
 *   export GLIBC_TUNABLES=glibc.malloc.hugetlb=1 MALLOC_ARENA_MAX=2   # as the pool's children run
 *   nice -n 10 node packages/engine/eval/cache-ocr.ts [--out /tmp/ocr-cache] [--set sroie|hebrew|passporteye]
 *   nice -n 10 node packages/engine/eval/cache-ocr.ts --sroie-train ICDAR-2019-SROIE/data [--out DIR] [--shard K/N]
 *
 * `--sroie-train` reads the SROIE repository's receipts that may be trained on (every id in the
 * dataset's not-for-training.txt is skipped), for the receipt field model (models/receipt-fields);
 * `--shard K/N` reads every Nth of them from the Kth, so N processes share the work. For the field model's
 * cross-validation each receipt is read with a character language model that never saw it: `--fold K/5`
 * reads the receipts of fold K (numbers K modulo 5) and `--latin-lm FILE` is that fold's model, built by
 * `models/latin-ctc/build-char-lm.ts --leave-out K/5` (`none`: greedy decoding).
 * `npm run eval -- --ocr-cache DIR` and `extract-only.ts --ocr-cache DIR` read these files.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createEngine, type LatinReader } from '../src/engine.ts';

const { values } = parseArgs({
  options: {
    datasets: { type: 'string', default: path.resolve(import.meta.dirname, '../../../../shared/datasets') },
    out: { type: 'string', default: '/tmp/ocr-cache' },
    set: { type: 'string', multiple: true },
    'sroie-train': { type: 'string' },
    shard: { type: 'string', default: '0/1' },
    'latin-reader': { type: 'string' },
    'latin-lm': { type: 'string' },
    fold: { type: 'string' },
  },
});
const root = values.datasets as string;
const out = values.out as string;
// `--sroie-train` reads that repository alone unless sets are named too.
const wanted = (name: string) => (values.set ? values.set.includes(name) : !values['sroie-train']);
const latinLm = values['latin-lm'];
const engine = createEngine({
  cores: 1,
  latinReader: values['latin-reader'] as LatinReader | undefined,
  latinLanguageModel: latinLm === 'none' ? null : latinLm,
});

async function cache(file: string, name: string): Promise<void> {
  const target = path.join(out, `${name}.json`);
  if (await fs.stat(target).catch(() => null)) return;
  const started = performance.now();
  const { pages } = await engine.readPages(file);
  await fs.writeFile(target, JSON.stringify({ file, ms: performance.now() - started, pages }));
  process.stderr.write(`${name} ${Math.round(performance.now() - started)} ms\n`);
}

await fs.mkdir(out, { recursive: true });
const train = values['sroie-train'];
if (train) {
  const excluded = new Set(
    (await fs.readFile(path.join(root, 'sroie-receipts', 'not-for-training.txt'), 'utf8')).split(/\s+/),
  );
  const [shard, shards] = (values.shard as string).split('/').map(Number) as [number, number];
  const [fold, folds] = (values.fold ?? '-1/5').split('/').map(Number) as [number, number];
  const images = (await fs.readdir(path.join(train, 'img'))).sort();
  for (const [k, image] of images.entries()) {
    const id = path.parse(image).name;
    if (!excluded.has(id) && k % shards === shard && (fold < 0 || Number(id) % folds === fold))
      await cache(path.join(train, 'img', image), `sroie-train-${id}`);
  }
}
if (wanted('sroie')) {
  const dir = path.join(root, 'sroie-receipts', 'img');
  for (const image of (await fs.readdir(dir)).sort())
    await cache(path.join(dir, image), `sroie-${path.parse(image).name}`);
}
if (wanted('hebrew')) {
  const dir = path.join(root, 'hebrew');
  for (const name of (await fs.readdir(path.join(dir, 'gt'))).sort()) {
    const gt = JSON.parse(await fs.readFile(path.join(dir, 'gt', name), 'utf8'));
    if (gt.kind === 'text') continue;
    for (const kind of ['png', 'jpg', 'pdf'])
      await cache(path.join(dir, gt.files[kind]), `hebrew-${kind}-${gt.id}`);
  }
}
if (wanted('passporteye')) {
  const dir = path.join(root, 'passporteye-mrz', 'testdata');
  for (const image of (await fs.readdir(dir)).sort())
    await cache(path.join(dir, image), `passporteye-${path.parse(image).name}`);
}
await engine.close();
