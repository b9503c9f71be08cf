/**
 * A header often prints a name twice (the outlet, then its mall: "Sinar Cempaka Mall … Cempaka Mall").
 * When the two readings of such a pair differ by one letter in the first word, the pair read with more
 * confidence stands for both: the misread one usually shows it in its neighbour too ("Cempeka MaLI").
 */
import { distance } from '../parse/ocr-text.ts';
import type { TextLine } from '../types.ts';
import { mendAddress, mendHeaderWords } from './header-words.ts';

export interface ScoredToken {
  text: string;
  confidence: number;
}

const NAME_WORD = /^\p{L}{3,}$/u;

const key = (token: string) => mendHeaderWords(token).toUpperCase();

/** The tokens with the less sure reading of each repeated two-word name replaced by the surer one. */
export function unifyRepeatedNames(tokens: readonly ScoredToken[]): string[] {
  const out = tokens.map((t) => t.text);
  const sureness = (i: number) =>
    ((tokens[i] as ScoredToken).confidence + (tokens[i + 1] as ScoredToken).confidence) / 2;
  for (let i = 0; i < tokens.length - 1; i++) {
    for (let j = i + 2; j < tokens.length - 1; j++) {
      const [a, b] = [out[i] as string, out[j] as string];
      if (!NAME_WORD.test(a) || !NAME_WORD.test(b) || key(out[i + 1] as string) !== key(out[j + 1] as string))
        continue;
      if (distance(a.toUpperCase(), b.toUpperCase()) !== 1) continue;
      const [from, to] = sureness(i) >= sureness(j) ? [i, j] : [j, i];
      out[to] = inCaseOf(out[from] as string, out[to] as string);
    }
  }
  return out;
}

function inCaseOf(word: string, like: string): string {
  return like === like.toUpperCase() ? word.toUpperCase() : word;
}

/** Confidence of each token of a text, taken from the words it was read from (their mean where none matches). */
export function scoreTokens(text: string, words: readonly ScoredToken[]): ScoredToken[] {
  const pool = [...words];
  const mean = words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 1;
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => {
      const at = pool.findIndex((w) => w.text === token);
      const confidence = at === -1 ? mean : (pool.splice(at, 1)[0] as ScoredToken).confidence;
      return { text: token, confidence };
    });
}

/** An address as the rows read it: repeated names unified, then its words mended against the market's. */
export function addressValue(
  read: string,
  rows: readonly TextLine[],
  vocabulary: Parameters<typeof mendAddress>[1],
): string {
  return mendAddress(
    unifyRepeatedNames(
      scoreTokens(
        read,
        rows.flatMap((r) => r.words),
      ),
    ).join(' '),
    vocabulary,
  );
}
