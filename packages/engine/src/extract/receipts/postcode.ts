/**
 * An address's postcode checked against the region it names. Where a market gives each region its own
 * postcodes (the locale's `postcodeRanges`), a postcode its region rules out was misread; when exactly one
 * reading a misread or dropped digit away is the region's, that reading is the postcode ("93100 KUALA
 * LUMPUR" is 53100, "1300 JOHOR BAHRU" is 81300). A postcode that several readings could mend is left as
 * read.
 */
import type { HeaderVocabulary } from '../locales/index.ts';

/** Digits the recognisers take for one another: a stroke lost or added, a bowl closed or opened. */
const LOOK_ALIKE_DIGITS: Record<string, string> = {
  '0': '689',
  '1': '47',
  '2': '37',
  '3': '2589',
  '4': '1',
  '5': '3689',
  '6': '058',
  '7': '12',
  '8': '03569',
  '9': '0358',
};

/** At most this many words stand between a postcode and its region ("81300 JOHOR BAHRU, JOHOR"). */
const WORDS_BETWEEN = 3;

type Region = HeaderVocabulary['postcodeRegions'][number];

function inRegion(digits: string, region: Region): boolean {
  const n = Number(digits);
  return region.ranges.some(([first, last]) => n >= first && n <= last);
}

/** The readings a misread digit (same length) or a dropped digit (one short) away. */
function readingsOf(digits: string, length: number): string[] {
  if (digits.length === length)
    return [...digits].flatMap((d, i) =>
      [...(LOOK_ALIKE_DIGITS[d] ?? '')].map((alike) => `${digits.slice(0, i)}${alike}${digits.slice(i + 1)}`),
    );
  return [...Array(length).keys()].flatMap((i) =>
    [...'0123456789'].map((d) => `${digits.slice(0, i)}${d}${digits.slice(i)}`),
  );
}

/** The region the address names last, with where its name starts. */
function lastRegion(upper: string, regions: readonly Region[]): { region: Region; at: number } | null {
  let found: { region: Region; at: number } | null = null;
  for (const region of regions) {
    for (const m of upper.matchAll(region.pattern))
      if (!found || m.index > found.at) found = { region, at: m.index };
  }
  return found;
}

export function mendPostcode(text: string, vocabulary: HeaderVocabulary): string {
  if (!vocabulary.postcodeRegions.length) return text;
  const named = lastRegion(text.toUpperCase(), vocabulary.postcodeRegions);
  if (!named) return text;
  for (const length of vocabulary.postcodeDigits) {
    const before = text.slice(0, named.at);
    const numbers = [...before.matchAll(/(?<![\d/-])\d+(?![\d/-])/g)];
    const last = numbers.at(-1);
    if (!last || (last[0].length !== length && last[0].length !== length - 1)) continue;
    const between = before.slice(last.index + last[0].length).match(/\p{L}+/gu) ?? [];
    if (between.length > WORDS_BETWEEN) continue;
    if (last[0].length === length && inRegion(last[0], named.region)) return text;
    const fits = [...new Set(readingsOf(last[0], length))].filter((r) => inRegion(r, named.region));
    if (fits.length !== 1) continue;
    return `${text.slice(0, last.index)}${fits[0]}${text.slice(last.index + last[0].length)}`;
  }
  return text;
}
