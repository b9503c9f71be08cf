/**
 * The words of a receipt's header block (merchant name and address) read again against the place and
 * trade words such blocks are made of (the page's locales' lexicon), so that one OCR slip does not cost
 * the whole field: a letter misread inside a street or town name, a word split in two, "L0T" for LOT and
 * "433OO" for 43300. Words outside the lexicon are left as read apart from digit/letter look-alikes, so
 * names stay as printed.
 */
import { type HeaderVocabulary, headerVocabulary } from '../locales/index.ts';
import { distance } from '../parse/ocr-text.ts';
import { mendPostcode } from './postcode.ts';

/** A word this short is only mended when one letter is missing: too many short words are one letter apart. */
const SHORTEST = 4;

function allowed(length: number): number {
  return length >= 8 ? 2 : 1;
}

/**
 * Capitals the recognisers take for one another (a lost stroke or a closed bowl). A word's first or last
 * letter only differs from the listed word's by one of these: any other difference there is another word.
 */
const LOOK_ALIKE_LETTERS = new Set(
  [
    'BR',
    'BE',
    'BP',
    'SG',
    'PF',
    'PR',
    'MN',
    'NU',
    'NH',
    'MH',
    'IL',
    'IT',
    'IJ',
    'OD',
    'OQ',
    'OU',
    'OC',
    'CG',
    'EF',
  ].flatMap((pair) => [pair, `${pair[1]}${pair[0]}`]),
);

function sameOrAlike(a: string | undefined, b: string | undefined): boolean {
  return a === b || LOOK_ALIKE_LETTERS.has(`${a}${b}`);
}

/** A three-letter reading one look-alike letter from a listed three-letter word ("JIN" for JLN, "THN" for TMN). */
function nearestShortWord(upper: string, short: ReadonlySet<string>): string | null {
  if (upper.length !== 3 || short.has(upper)) return null;
  const near = [...short].filter((word) => {
    const differ = [0, 1, 2].filter((i) => word[i] !== upper[i]);
    return (
      differ.length === 1 &&
      LOOK_ALIKE_LETTERS.has(`${upper[differ[0] as number]}${word[differ[0] as number]}`)
    );
  });
  return near.length === 1 ? (near[0] as string) : null;
}

/** The one listed word the letters are a slip away from, or null when none or several are as near. */
function nearestWord(
  letters: string,
  words: ReadonlySet<string>,
  short: ReadonlySet<string> = new Set(),
): string | null {
  const upper = letters.toUpperCase();
  if (upper.length < SHORTEST) return nearestShortWord(upper, short);
  if (words.has(upper)) return null;
  // A lower-case l and a capital I are one glyph to the recogniser ("HaLI" is HALL): a look-alike, not a slip.
  const alike = [upper.replace(/I/g, 'L'), upper.replace(/L/g, 'I')].find((w) => words.has(w));
  if (alike) return alike;
  const limit = upper.length === SHORTEST ? 1 : allowed(upper.length);
  let best: string | null = null;
  let bestDistance = limit + 1;
  let tied = false;
  for (const word of words) {
    if (Math.abs(word.length - upper.length) > limit) continue;
    // A four-letter reading only stands for a longer word with a letter dropped ("Prak" for PERAK).
    if (upper.length === SHORTEST && word.length !== SHORTEST + 1) continue;
    // OCR slips inside a word; a different first or last letter is another word ("ANTA" is not MANTA)
    // unless the two letters look alike ("RATU" for BATU).
    if (!sameOrAlike(upper[0], word[0]) || !sameOrAlike(upper.at(-1), word.at(-1))) continue;
    const d = distance(upper, word);
    if (d < bestDistance) {
      best = word;
      bestDistance = d;
      tied = false;
    } else if (d === bestDistance && word !== best) tied = true;
  }
  return best && !tied ? best : null;
}

/** The listed word in the case the reading was printed in (upper case, or capitalised). */
function inCase(word: string, like: string): string {
  const lower = like.replace(/[^\p{Ll}]/gu, '').length;
  const upper = like.replace(/[^\p{Lu}]/gu, '').length;
  return upper >= lower ? word : `${word[0]}${word.slice(1).toLowerCase()}`;
}

/** Digits read as letters inside Latin words and letters read as digits inside numbers. */
function lookAlikes(token: string, words: ReadonlySet<string>): string {
  return (
    token
      // "L0T", "C0.", "FL00R": zeros inside or closing a word of letters are Os; "N0.3": before a stop too.
      .replace(/^([A-Za-z]+)(0+)([A-Za-z]*)([.,]?)$/, (_, a: string, z: string, b: string, p: string) =>
        [a, 'O'.repeat(z.length), b, p].join(''),
      )
      .replace(/^([A-Za-z]+)0(?=\.\d)/, '$1O')
      // "Peta1ing", "JA1AN": a one between letters of a longer word is an l, in the case of the letter before.
      .replace(/(?<=[A-Za-z]{2})1(?=[A-Za-z]{2})/g, (_, at: number, whole: string) =>
        /[A-Z]/.test(whole[at - 1] ?? '') ? 'L' : 'l',
      )
      // "433OO", "1O0": an O inside a run of digits is a zero.
      .replace(
        /^(\d{2,}[Oo]+\d*|\d+[Oo]+\d{2,})([.,]?)$/,
        (_, n: string, p: string) => n.replace(/[Oo]/g, '0') + p,
      )
      // "Leve1": a one closing a word of four letters or more is an l.
      .replace(
        /^([A-Za-z]{4,})1([.,]?)$/,
        (_, w: string, p: string) => `${w}${w === w.toUpperCase() ? 'L' : 'l'}${p}`,
      )
      // "KA5UT": a five between letters is an S.
      .replace(/(?<=[A-Za-z]{2})5(?=[A-Za-z])/, 'S')
      // "L.ot": a stop after a capital and before lower-case letters is a speck inside the word.
      .replace(/^([A-Z])\.([a-z]{2,}[.,]?)$/, '$1$2')
      // "1E4-B": a B or E between digits of a number is an 8; "411S0", "1SS8": an S there is a 5.
      .replace(/(?<=\d)[BE](?=\d)/g, '8')
      .replace(/(?<=\d)[Ss]+(?=\d)/g, (s: string) => '5'.repeat(s.length))
      // "I-PLAZA", "l-3": a lone I or l hyphened to a number or a listed word is a 1 ("I-ZONE" is a name).
      .replace(/^[Il]-(\d+|\p{L}+)/u, (whole, rest: string) =>
        /^\d/.test(rest) || words.has(rest.toUpperCase()) ? `1-${rest}` : whole,
      )
  );
}

const WORD = /^([^\p{L}]*)(\p{L}+)([^\p{L}]*)$/u;

/** Two listed words printed without the space between them ("DARULEHSAN"), as the two words. */
function gluedPair(letters: string, words: ReadonlySet<string>): string | null {
  const upper = letters.toUpperCase();
  if (upper.length < 2 * SHORTEST || words.has(upper)) return null;
  const splits = [];
  for (let at = SHORTEST; at <= upper.length - SHORTEST; at++)
    if (words.has(upper.slice(0, at)) && words.has(upper.slice(at))) splits.push(at);
  if (splits.length !== 1) return null;
  const at = splits[0] as number;
  return `${letters.slice(0, at)} ${letters.slice(at)}`;
}

/** Mends one token: look-alikes first, then a letters-only word a slip away from a listed word. */
/** Letters a digit is misread for. */
const DIGIT_LETTERS: Record<string, string[]> = {
  '0': ['O', 'D'],
  '1': ['L', 'I'],
  '2': ['Z'],
  '5': ['S'],
  '6': ['G'],
  '8': ['B'],
};

/**
 * A token of letters and digits that is a listed word once its digits are read as the letters they look
 * like ("10T" for LOT, "GEM8ILANG"), as that word; codes such as "U13" or "SS21" are listed words in no reading.
 */
function digitsAsLetters(token: string, v: HeaderVocabulary): string | null {
  const m = /^(\p{L}*\d[\p{L}\d]*)([.,:]?)$/u.exec(token);
  const body = m?.[1];
  if (!body || !/\p{L}/u.test(body) || body.length < 3) return null;
  let readings = [''];
  for (const ch of body.toUpperCase()) {
    const options = /\d/.test(ch) ? (DIGIT_LETTERS[ch] ?? []) : [ch];
    readings = readings.flatMap((r) => options.map((o) => r + o));
    if (!readings.length || readings.length > 16) return null;
  }
  const listed = readings.filter((r) => v.words.has(r) || v.short.has(r));
  if (listed.length !== 1) return null;
  return `${inCase(listed[0] as string, body)}${m[2] ?? ''}`;
}

function mendToken(token: string, v: HeaderVocabulary): string {
  const asLetters = digitsAsLetters(token, v);
  if (asLetters) return asLetters;
  const fixed = lookAlikes(token, v.words);
  const m = WORD.exec(fixed);
  if (!m) return fixed;
  const [, before = '', letters = '', after = ''] = m;
  const pair = gluedPair(letters, v.words);
  if (pair) return `${before}${pair}${after}`;
  const word = nearestWord(letters, v.words, v.short);
  return word ? `${before}${inCase(word, letters)}${after}` : fixed;
}

/** Two pieces of one word split by OCR ("SEL ANGOR", "SE-ANGOR", "JA: AN"): joined when that gives a listed word. */
function joinedWord(a: string, b: string, { words }: HeaderVocabulary): string | null {
  const left = /^(.*[^\p{L}])?(\p{L}+)[:.-]?$/u.exec(a);
  const right = /^(\p{L}+)([^\p{L}]*)$/u.exec(b);
  if (!left || !right) return null;
  const [, before = '', first = ''] = left;
  const [, second = '', after = ''] = right;
  if (words.has(first.toUpperCase()) || words.has(second.toUpperCase())) return null;
  const joined = `${first}${second}`;
  if (joined.length < SHORTEST) return null;
  const word = words.has(joined.toUpperCase()) ? joined.toUpperCase() : nearestWord(joined, words);
  return word ? `${before}${inCase(word, joined)}${after}` : null;
}

/** A word OCR broke inside with a hyphen or a colon ("SE-ANGOR", "JA:AN"), as its two pieces. */
function splitInside(token: string): string[] | null {
  const m = /^(\p{L}+[-:])(\p{L}+[^\p{L}]*)$/u.exec(token);
  return m ? [m[1] as string, m[2] as string] : null;
}

/** Words printed on either side of a comma without a space ("Ipoh,Prak") are mended one by one. */
function mendGlued(token: string, v: HeaderVocabulary): string {
  return token
    .split(/(?<=,)(?=\p{L})/u)
    .map((piece) => {
      const pieces = splitInside(piece);
      return (pieces && joinedWord(pieces[0] as string, pieces[1] as string, v)) ?? mendToken(piece, v);
    })
    .join('');
}

/**
 * In capitalised text ("Sunrise Garden Bakery") a word that starts in lower case right after a
 * capitalised piece is the rest of that word, split by OCR ("Sun rise", "Gar den").
 */
function titleCaseSplit(tokens: string[], i: number, { words, joiners }: HeaderVocabulary): boolean {
  const a = tokens[i] as string;
  const b = tokens[i + 1];
  if (
    !b ||
    !/^\p{Lu}\p{Ll}*$/u.test(a) ||
    // A listed word is whole already ("Bakery end Cafe" is not BAKERYEND).
    words.has(a.toUpperCase()) ||
    !/^\p{Ll}{2,}/u.test(b) ||
    joiners.has(b.replace(/\P{L}/gu, ''))
  )
    return false;
  return capitalisedText(tokens);
}

function capitalisedText(tokens: readonly string[]): boolean {
  const words = tokens.filter((t) => /^\p{L}{2,}/u.test(t));
  return words.filter((t) => /^\p{Lu}\p{Ll}/u.test(t)).length * 2 >= words.length;
}

/**
 * In capitalised text only the small joining words stay in lower case, so a lower-case word between two
 * capitalised ones that is one letter from such a word is that word misread ("Bakery end Cafe").
 */
function misreadJoiner(tokens: readonly string[], i: number, { joiners }: HeaderVocabulary): string | null {
  const word = tokens[i] as string;
  const around = [tokens[i - 1], tokens[i + 1]];
  if (!/^\p{Ll}{3}$/u.test(word) || joiners.has(word) || !around.every((t) => t && /^\p{Lu}/u.test(t)))
    return null;
  const near = [...joiners].filter((w) => w.length === word.length && distance(w, word) === 1);
  return near.length === 1 ? (near[0] as string) : null;
}

/** The header text with place and trade words mended; spacing between the other words is kept. */
export function mendHeaderWords(text: string, vocabulary = headerVocabulary()): string {
  const tokens = text.split(/\s+/).filter(Boolean);
  for (let i = tokens.length - 2; i >= 0; i--)
    if (titleCaseSplit(tokens, i, vocabulary)) tokens.splice(i, 2, `${tokens[i]}${tokens[i + 1]}`);
  if (capitalisedText(tokens))
    for (let i = 1; i < tokens.length - 1; i++)
      tokens[i] = misreadJoiner(tokens, i, vocabulary) ?? (tokens[i] as string);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const next = tokens[i + 1];
    const joined = next ? joinedWord(token, next, vocabulary) : null;
    if (joined) {
      out.push(joined);
      i++;
      continue;
    }
    out.push(mendGlued(token, vocabulary));
  }
  return mendInContext(out, vocabulary).join(' ');
}

/** A token's letters in upper case when it is one word of letters (stops and commas around it aside). */
function wordOf(token: string | undefined): string | null {
  const m = token === undefined ? null : WORD.exec(token);
  return m ? (m[2] as string).toUpperCase() : null;
}

/**
 * Words the labels print beside their neighbours: a word that forms no listed pair with the word before
 * or after it, yet is one slip (look-alike ends) from exactly one listed word that does, is that word
 * misread ("SHAH ALAN" is SHAH ALAM, "SPEED NART" is SPEED MART), even when the reading is a listed
 * word itself, which the word-by-word mending leaves alone.
 */
function mendInContext(tokens: string[], v: HeaderVocabulary): string[] {
  if (!v.pairs.size) return tokens;
  const out = [...tokens];
  const listed = [...v.words, ...v.short];
  for (let i = 0; i < out.length; i++) {
    const m = WORD.exec(out[i] as string);
    const upper = m?.[2]?.toUpperCase();
    if (!m || !upper || upper.length < SHORTEST - 1) continue;
    // Punctuation between two words ends the pair: "ALAM, SELANGOR" is two parts of an address.
    const before = /^\p{L}+$/u.test(out[i - 1] ?? '') && !m[1] ? wordOf(out[i - 1]) : null;
    const after = !/[^\p{L}]/u.test(m[3] ?? '') ? wordOf(out[i + 1]) : null;
    if (!before && !after) continue;
    const paired = (word: string) =>
      (before !== null && v.pairs.has(`${before} ${word}`)) ||
      (after !== null && v.pairs.has(`${word} ${after}`));
    if (paired(upper)) continue;
    const near = listed.filter(
      (word) =>
        word !== upper &&
        paired(word) &&
        sameOrAlike(upper[0], word[0]) &&
        sameOrAlike(upper.at(-1), word.at(-1)) &&
        distance(upper, word) === 1,
    );
    if (near.length === 1) out[i] = `${m[1]}${inCase(near[0] as string, m[2] as string)}${m[3]}`;
  }
  return out;
}

/**
 * An address with its words mended and the punctuation OCR blurs put back: a full stop after a place
 * word and before a number is a misread comma ("Kampung Baru.12345", "Ipoh. 12345"), a space does not
 * stand before the stop of "No .2" (a stop OCR set apart on both sides, "NO . 12", is joined to both),
 * a postcode glued to the word before it stands apart, a postcode split in two ("12 345 SEREMBAN") is one
 * number, and a postcode its region rules out is mended (`postcode.ts`). A space before a comma is left:
 * some slips print one.
 */
export function mendAddress(text: string, vocabulary = headerVocabulary()): string {
  return mendPostcode(
    mendHeaderWords(text, vocabulary)
      .replace(/(?<=\p{L}{4})\.(?=\s?\d)/gu, ',')
      .replace(/(?<=\p{L})\s+\.\s*(?=\d)/gu, '.')
      // "BESAR45600": a postcode glued to the place word before it.
      .replace(/(?<=\p{L}{3})\d+(?![\d/-])/gu, (digits) =>
        vocabulary.postcodeDigits.has(digits.length) ? ` ${digits}` : digits,
      )
      .replace(/\b(\d{2,3}) (\d{2,3})(?= (\p{L}+))/gu, (whole, a: string, b: string, next: string) =>
        vocabulary.postcodeDigits.has(a.length + b.length) && vocabulary.words.has(next.toUpperCase())
          ? `${a}${b}`
          : whole,
      ),
    vocabulary,
  );
}
