/**
 * The learning set (`npm run eval -- --set learning [--limit VENDORS] [--per-vendor N] [--sroie-data DIR]`):
 * SROIE training receipts grouped by vendor (the same company and address), as one account would send
 * them. The first receipt of each vendor is read and a person's company and address are applied to it
 * (`learnVendor`, what a correction in the portal calls); then the vendor's later receipts are read and
 * their company and address scored with the account's memory (every vendor learned so far) and without it
 * (a fresh account: what the engine reads today). The receipts of not-for-training.txt are never used.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DocumentResult } from '@docread/contracts';
import { applyVendorMemory, learnVendor, type RememberedVendor } from '../src/vendor-memory/vendor-memory.ts';

type Reading = Pick<DocumentResult, 'pages' | 'fields' | 'documentType' | 'reviewReasons' | 'needsReview'>;

export interface LearningOptions {
  /** The `data` folder of zzzDavid/ICDAR-2019-SROIE (img/, key/). */
  sroieData: string;
  /** The dataset's list of receipts never to train or tune on. */
  excludedList: string;
  vendors: number;
  perVendor: number;
  read: (file: string, cacheName: string) => Promise<Reading>;
  /** The SROIE rule: exact after case and whitespace normalisation. */
  same: (read: unknown, expected: string) => boolean;
  /** The same with punctuation forgiven too. */
  loose: (read: unknown, expected: string) => boolean;
  log: (line: string) => void;
}

const HOW_TO_GET = `The learning set reads the SROIE training receipts, which are not here. Get them with the fetch
tool (github:zzzDavid/ICDAR-2019-SROIE), then \`git --git-dir=<mirror> archive HEAD data | tar -x -C DIR\`
and pass --sroie-data DIR/data (or set SROIE_DATA_DIR).`;

/**
 * One vendor: the same company and address once punctuation and spacing are folded, since the
 * annotators wrote one shop's address with and without a final stop, "NO.1" and "NO. 1".
 */
const vendorKey = (key: { company?: string; address?: string }) =>
  `${key.company ?? ''}\n${key.address ?? ''}`.toUpperCase().replace(/[^\p{L}\p{N}\n]+/gu, '');

/** Vendors with two or more receipts, most receipts first, each vendor's receipts in file order. */
async function vendorGroups(options: LearningOptions) {
  const keysDir = path.join(options.sroieData, 'key');
  if (!(await fs.stat(keysDir).catch(() => null))) throw new Error(`${keysDir} is missing. ${HOW_TO_GET}`);
  const excluded = new Set((await fs.readFile(options.excludedList, 'utf8')).split(/\s+/).filter(Boolean));
  type Group = { ids: string[]; company: string; address: string };
  const groups = new Map<string, Group>();
  for (const name of (await fs.readdir(keysDir)).sort()) {
    const id = path.parse(name).name;
    if (excluded.has(id)) continue;
    const key = JSON.parse(await fs.readFile(path.join(keysDir, name), 'utf8'));
    if (!key.company || !key.address) continue;
    const group: Group = groups.get(vendorKey(key)) ?? {
      ids: [],
      company: key.company,
      address: key.address,
    };
    group.ids.push(id);
    groups.set(vendorKey(key), group);
  }
  return [...groups.values()]
    .filter((g) => g.ids.length >= 2)
    .sort((a, b) => b.ids.length - a.ids.length || (a.ids[0] ?? '').localeCompare(b.ids[0] ?? ''))
    .slice(0, options.vendors)
    .map((g) => ({ ...g, ids: g.ids.slice(0, options.perVendor) }));
}

export async function scoreLearning(options: LearningOptions) {
  const groups = await vendorGroups(options);
  const image = (id: string) => path.join(options.sroieData, 'img', `${id}.jpg`);
  const memory: RememberedVendor[] = [];
  for (const group of groups) {
    const id = group.ids[0] as string;
    const first = await options.read(image(id), `sroie-train-${id}`);
    // A person sets the company and address as they should read (a value already right is confirmed).
    const lesson = learnVendor(first, {
      merchantName: { value: group.company },
      merchantAddress: { value: group.address },
    });
    if (lesson) memory.push({ id, documentId: id, lesson });
    options.log(`learning: learned ${id}`);
  }
  const tally = () => ({ company: 0, address: 0 });
  const without = tally();
  const withMemory = tally();
  const withMemoryLoose = tally();
  let later = 0;
  let matched = 0;
  let wrongVendor = 0;
  const misses: string[] = [];
  for (const group of groups) {
    const own = new Set(group.ids);
    for (const id of group.ids.slice(1)) {
      const reading = await options.read(image(id), `sroie-train-${id}`);
      const learned = applyVendorMemory({ ...reading }, memory);
      later++;
      const from = learned.fields.merchantName?.learnedFrom;
      if (from) {
        matched++;
        if (!own.has(from)) wrongVendor++;
      }
      for (const [name, field, expected] of [
        ['company', 'merchantName', group.company],
        ['address', 'merchantAddress', group.address],
      ] as const) {
        if (options.same(reading.fields[field]?.value, expected)) without[name]++;
        if (options.loose(learned.fields[field]?.value, expected)) withMemoryLoose[name]++;
        if (options.same(learned.fields[field]?.value, expected)) withMemory[name]++;
        else misses.push(`${id} ${name}${from ? ` (learned from ${from})` : ' (no match)'}`);
      }
      options.log(`learning: ${id}`);
    }
  }
  const rate = (n: number) => Math.round((n / Math.max(1, later)) * 1000) / 1000;
  const both = (t: ReturnType<typeof tally>) =>
    Math.round(((t.company + t.address) / Math.max(1, 2 * later)) * 1000) / 1000;
  return {
    vendors: groups.length,
    learnedFrom: memory.length,
    laterReceipts: later,
    matched,
    wrongVendor,
    withMemory: {
      company: rate(withMemory.company),
      address: rate(withMemory.address),
      both: both(withMemory),
    },
    /** Punctuation forgiven: the annotations of one shop differ in it from receipt to receipt. */
    withMemoryLoose: {
      company: rate(withMemoryLoose.company),
      address: rate(withMemoryLoose.address),
      both: both(withMemoryLoose),
    },
    withoutMemory: { company: rate(without.company), address: rate(without.address), both: both(without) },
    misses,
  };
}
