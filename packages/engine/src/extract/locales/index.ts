/**
 * What the engine knows of a market (label words, currencies, company suffixes, address shapes, the
 * words its shop headers are made of) is data, one file per market, so that a market is added or
 * corrected without touching the rules that use it. The files are checked against the schema when the
 * module loads: a broken pattern fails at start, not on a customer's page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const pattern = z.string().refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, 'not a regular expression');
const patterns = z.array(pattern).default([]);

const LocaleFile = z.object({
  id: z.string(),
  name: z.string(),
  /** What a page of this market prints: each hit is one piece of evidence that the page belongs here. */
  evidence: patterns,
  homeCurrency: z.string().length(3).optional(),
  currencies: z.array(
    z.object({
      code: z.string().length(3),
      /** The currency named anywhere in running text. */
      mark: pattern,
      /** The currency as printed against an amount. */
      token: pattern,
      caseSensitive: z.boolean().default(false),
    }),
  ),
  labels: z.object({
    /** Labels that can only mean the amount to pay ("grand total"); they outweigh a plain "total". */
    totalStrong: patterns,
    total: patterns,
    /** Words a totals row starts with, label or not. */
    totalStart: patterns,
    subtotal: patterns,
    tax: patterns,
    /** The heading of the tax table printed under the totals. */
    taxSummary: patterns,
    rounding: patterns,
    cash: patterns,
    change: patterns,
    payment: patterns,
    date: patterns,
    /** Labels that open the block of the party an invoice is addressed to (bill to, ship to, customer). */
    party: patterns,
    /** Labels that name the party issuing the invoice (sold by, supplier). */
    seller: patterns,
    /** A document's title ("Tax Invoice", "Payment Receipt"): words printed as a heading, never a party's name. */
    title: patterns,
  }),
  /** An invoice's labels, each kind in order of rank: the first pattern that reads a value wins. */
  invoice: z
    .object({
      number: patterns,
      /** Labels that can only mean the date of issue ("invoice date"); they outrank a plain "date". */
      issued: patterns,
      dated: patterns,
      due: patterns,
      taxId: patterns,
      /** Labels of the customer's own tax number ("your VAT number"): never the vendor's. */
      customerTaxId: patterns,
      allocation: patterns,
      subtotal: patterns,
      tax: patterns,
      /** Labels that can only mean the amount to pay; a plain "total" ranks below every one of them. */
      totalStrong: patterns,
      total: patterns,
    })
    .optional(),
  companySuffixes: z.array(
    z.object({
      pattern,
      /** The suffix as printed, for suffixes long enough to be repaired from an OCR misreading. */
      form: z.string().optional(),
    }),
  ),
  address: z.object({
    /** Words an address row starts with. */
    streetStarts: patterns,
    postcodeDigits: z.number().int().positive().optional(),
    /** States, provinces or districts printed after the postcode. */
    regions: z.array(z.string()).default([]),
    /**
     * The postcodes each region is given ([first, last], inclusive), keyed by a name in `regions`: a postcode
     * its region rules out was misread.
     */
    postcodeRanges: z.record(z.string(), z.array(z.tuple([z.number().int(), z.number().int()]))).default({}),
  }),
  /** Small words printed in lower case inside a capitalised name. */
  joiners: z.array(z.string()).default([]),
  /** Words of shop headers (names and addresses) that OCR slips are mended towards. */
  lexicon: z
    .object({
      recipe: z.string(),
      words: z.array(z.string()),
      /** Three-letter words (abbreviations such as a street's), mended only by one look-alike letter. */
      short: z.array(z.string()).default([]),
      /**
       * Each listed word with the listed words printed right after it in at least three labels: the
       * context a misread word is mended in.
       */
      pairs: z.record(z.string(), z.array(z.string())).default({}),
    })
    .optional(),
});

export type Locale = z.infer<typeof LocaleFile>;
export type LabelKind = keyof Locale['labels'];
export type InvoiceLabelKind = keyof NonNullable<Locale['invoice']>;

export function localeFile(id: string): string {
  return path.join(import.meta.dirname, `${id}.json`);
}

function load(id: string): Locale {
  const parsed = LocaleFile.safeParse(JSON.parse(fs.readFileSync(localeFile(id), 'utf8')));
  if (!parsed.success) throw new Error(`locale ${id}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Generic English first: every page gets it, whatever else it says. */
export const LOCALES: readonly Locale[] = ['en', 'my', 'il'].map(load);
const GENERIC = LOCALES[0] as Locale;

/** Two pieces of evidence: one word can be a name ("Johor Bakery" in London), two seldom are. */
const MIN_EVIDENCE = 2;

/** The patterns whose hits are the page's evidence for a market, compiled once. */
function evidencePatterns(locale: Locale): RegExp[] {
  const { evidence, currencies, address } = locale;
  const regions = address.regions.map((r) => r.replace(/\s+/g, '\\s+')).join('|');
  const inRegion = regions ? [`\\b(?:${regions})\\b`] : [];
  // A postcode printed before the region is a second piece of evidence from the same address row.
  if (regions && address.postcodeDigits)
    inRegion.push(`\\b\\d{${address.postcodeDigits}}\\b[^\\n\\d]{0,30}\\b(?:${regions})\\b`);
  return [
    ...[...evidence, ...inRegion].map((source) => new RegExp(source, 'gi')),
    ...currencies.map((c) => new RegExp(c.mark, c.caseSensitive ? 'g' : 'gi')),
  ];
}

const EVIDENCE = new Map(LOCALES.map((l) => [l, evidencePatterns(l)]));

function evidenceOf(locale: Locale, text: string): number {
  return (EVIDENCE.get(locale) ?? []).reduce((n, re) => n + (text.match(re) ?? []).length, 0);
}

export interface Market {
  locale: Locale;
  evidence: number;
}

/** The markets the page says it is from, the most evidence first. */
export function pageMarkets(text: string): Market[] {
  return LOCALES.filter((l) => l !== GENERIC)
    .map((locale) => ({ locale, evidence: evidenceOf(locale, text) }))
    .filter((m) => m.evidence >= MIN_EVIDENCE)
    .sort((a, b) => b.evidence - a.evidence);
}

/** Generic English and every market the page says it is from. */
export function pageLocales(text: string): Locale[] {
  return [GENERIC, ...pageMarkets(text).map((m) => m.locale)];
}

function either(sources: string[]): string {
  return sources.map((s) => `(?:${s})`).join('|');
}

/**
 * One pattern for a kind of label across the locales. Empty when none has one: a pattern that never
 * matches, not one that matches everything.
 */
export function labelPattern(kind: LabelKind, locales: readonly Locale[] = LOCALES): RegExp {
  const sources = locales.flatMap((l) => l.labels[kind]);
  return new RegExp(sources.length ? either(sources) : '(?!)', 'i');
}

export function companySuffixPattern(locales: readonly Locale[] = LOCALES): RegExp {
  return new RegExp(either(locales.flatMap((l) => l.companySuffixes.map((s) => s.pattern))), 'i');
}

/** The suffixes printed as several characters, which OCR misreads one glyph at a time ("SON BHD"). */
export function companySuffixForms(locales: readonly Locale[] = LOCALES): string[] {
  return locales.flatMap((l) => l.companySuffixes.flatMap((s) => (s.form ? [s.form] : [])));
}

export function streetStartPattern(locales: readonly Locale[] = LOCALES): RegExp {
  return new RegExp(`^(?:${either(locales.flatMap((l) => l.address.streetStarts))})`, 'i');
}

/** Currency marks to ISO 4217 codes, as found in running text. */
export function currencyMarks(): Array<[RegExp, string]> {
  return LOCALES.flatMap((l) =>
    l.currencies.map((c): [RegExp, string] => [new RegExp(c.mark, c.caseSensitive ? '' : 'i'), c.code]),
  );
}

/** Every currency as printed against an amount, as one alternation. */
export function currencyTokens(): string {
  return LOCALES.flatMap((l) => l.currencies.map((c) => c.token)).join('|');
}

/** What the header of a page from these markets is mended against. */
export interface HeaderVocabulary {
  words: ReadonlySet<string>;
  /** Three-letter words, kept apart: joining and splitting never aim at them. */
  short: ReadonlySet<string>;
  /** Listed words printed one after the other, as "FIRST SECOND". */
  pairs: ReadonlySet<string>;
  joiners: ReadonlySet<string>;
  /** How many digits a postcode has, for joining one OCR split in two. */
  postcodeDigits: ReadonlySet<number>;
  /** Regions, as the upper-cased text names them, with the postcodes they are given. */
  postcodeRegions: ReadonlyArray<{
    /** The region's name as printed, any spacing between its words. */
    pattern: RegExp;
    ranges: ReadonlyArray<readonly [number, number]>;
  }>;
}

const vocabularies = new Map<string, HeaderVocabulary>();

export function headerVocabulary(locales: readonly Locale[] = LOCALES): HeaderVocabulary {
  const key = locales.map((l) => l.id).join('+');
  const known = vocabularies.get(key);
  if (known) return known;
  const vocabulary = {
    // The market's regions are words of its addresses whether or not the lexicon's receipts printed them.
    words: new Set(
      locales.flatMap((l) => [
        ...(l.lexicon?.words ?? []),
        ...l.address.regions.flatMap((r) => r.toUpperCase().split(/\s+/)),
      ]),
    ),
    short: new Set(locales.flatMap((l) => l.lexicon?.short ?? [])),
    pairs: new Set(
      locales.flatMap((l) =>
        Object.entries(l.lexicon?.pairs ?? {}).flatMap(([first, next]) =>
          next.map((second) => `${first} ${second}`),
        ),
      ),
    ),
    joiners: new Set(locales.flatMap((l) => l.joiners)),
    postcodeDigits: new Set(locales.flatMap((l) => l.address.postcodeDigits ?? [])),
    postcodeRegions: locales.flatMap((l) =>
      Object.entries(l.address.postcodeRanges).map(([name, ranges]) => ({
        pattern: new RegExp(`\\b${name.toUpperCase().replace(/\s+/g, '\\s+')}\\b`, 'g'),
        ranges,
      })),
    ),
  };
  vocabularies.set(key, vocabulary);
  return vocabulary;
}

/**
 * An invoice label kind as one pattern per locale's pattern, in the order of `locales`: the index is the
 * label's rank, so the first locale's labels outrank the next one's.
 */
export function invoiceLabels(kind: InvoiceLabelKind, locales: readonly Locale[]): RegExp[] {
  return locales.flatMap((l) => (l.invoice?.[kind] ?? []).map((source) => new RegExp(source, 'i')));
}
