/**
 * The document's currency from every cue together: currency marks, currency words, and the market the
 * page says it is from (its address, its company suffixes, its script: see the locale files). A bare `$`
 * is the weakest cue (a dozen currencies print it, and OCR makes it out of an `S` or a `5`), so it never
 * outweighs the market's evidence, and alone it is a guess.
 */
import { pageMarkets } from '../locales/index.ts';
import { CURRENCY_MARKS } from './amounts.ts';
import { looksAmerican } from './dates.ts';

export interface CurrencyGuess {
  code: string;
  confidence: number;
}

/** Marks that name exactly one currency, unlike `$`. */
const BARE_DOLLAR = /(?<![A-Z])\$/g;

function count(text: string, re: RegExp): number {
  const all = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return (text.match(all) ?? []).length;
}

/** A bare `$` counts as half a mark: enough to name dollars when nothing else does, never to outvote a named currency or a country. */
const DOLLAR_WEIGHT = 0.5;

export function documentCurrency(text: string): CurrencyGuess | null {
  const marks = new Map<string, number>();
  for (const [re, code] of CURRENCY_MARKS) {
    const n = code === 'USD' ? count(text, re) - count(text, BARE_DOLLAR) : count(text, re);
    if (n > 0) marks.set(code, (marks.get(code) ?? 0) + n);
  }
  const dollars = count(text, BARE_DOLLAR);
  const country = looksAmerican(text)
    ? 'USD'
    : pageMarkets(text).find((m) => m.locale.homeCurrency)?.locale.homeCurrency;
  // The page's market counts as two marks: one stray `£` read from an `8` does not move a local slip.
  const scores = new Map<string, number>(marks);
  if (dollars) scores.set('USD', (scores.get('USD') ?? 0) + dollars * DOLLAR_WEIGHT);
  if (country) scores.set(country, (scores.get(country) ?? 0) + 2);
  const best = [...scores.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!best) return null;
  const [code] = best;
  const named = (marks.get(code) ?? 0) > 0;
  const agrees = !country || country === code;
  if (named) return { code, confidence: agrees ? 0.97 : 0.75 };
  if (country === code) return { code, confidence: code === 'USD' ? 0.9 : dollars ? 0.7 : 0.85 };
  return { code, confidence: 0.6 };
}
