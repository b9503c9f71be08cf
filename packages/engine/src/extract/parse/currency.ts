/**
 * The document's currency from every cue together: currency marks, currency words, the country of the
 * address and the script. A bare `$` is the weakest cue (a dozen currencies print it, and OCR makes it out
 * of an `S` or a `5`), so it never outweighs a Malaysian address or Hebrew text, and alone it is a guess.
 */
import { CURRENCY_MARKS } from './amounts.ts';

export interface CurrencyGuess {
  code: string;
  confidence: number;
}

/** Where the document is from, by its address and wording, and the currency used there. */
const COUNTRY_CUES: Array<[RegExp, string]> = [
  [
    /\b(?:malaysia|selangor|johor|kuala\s+lumpur|penang|pulau\s+pinang|perak|kedah|sabah|sarawak|melaka|pahang|negeri\s+sembilan|terengganu|kelantan|putrajaya|sdn\.?\s*bhd|jalan|jln|taman|bandar)\b/gi,
    'MYR',
  ],
  [/[\u05d0-\u05ea]{2,}|\bisrael\b/gi, 'ILS'],
];
/** Marks that name exactly one currency, unlike `$`. */
const BARE_DOLLAR = /(?<![A-Z])\$/g;

function count(text: string, re: RegExp): number {
  const all = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return (text.match(all) ?? []).length;
}

export function documentCurrency(text: string): CurrencyGuess | null {
  const marks = new Map<string, number>();
  for (const [re, code] of CURRENCY_MARKS) {
    const n = code === 'USD' ? count(text, re) - count(text, BARE_DOLLAR) : count(text, re);
    if (n > 0) marks.set(code, (marks.get(code) ?? 0) + n);
  }
  const dollars = count(text, BARE_DOLLAR);
  const country = COUNTRY_CUES.map(([re, code]) => ({ code, n: count(text, re) }))
    .filter((c) => c.n >= 2)
    .sort((a, b) => b.n - a.n)[0];
  // The address's country counts as two marks: one stray `£` read from an `8` does not move a Malaysian slip.
  const scored = [...marks.entries()].map(([code, n]) => ({
    code,
    n,
    score: n + (country?.code === code ? 2 : 0),
  }));
  if (country && !marks.has(country.code)) scored.push({ code: country.code, n: 0, score: 2 });
  const best = scored.sort((a, b) => b.score - a.score)[0];
  if (best) {
    if (best.n === 0) return { code: best.code, confidence: dollars ? 0.7 : 0.85 };
    const agrees = !country || country.code === best.code;
    return { code: best.code, confidence: agrees ? 0.97 : 0.75 };
  }
  if (dollars) return { code: 'USD', confidence: 0.6 };
  return null;
}
