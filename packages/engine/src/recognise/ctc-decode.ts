/** One recognised character: its text, the CTC time step it was emitted at, and its probability. */
export type CtcChar = { text: string; step: number; probability: number };

/** A decoded line: its characters, and per time step the probability the model gave a space. */
export type CtcReading = { chars: CtcChar[]; spaceProbability: Float32Array };

/**
 * Greedy CTC decoding: the best class per time step, repeats collapsed, blanks (class 0) dropped.
 * `alphabet[k - 1]` is the character of class k. With `partners` (class k's other case, or 0), a
 * letter's two cases count as one class, as a model trained on case-folded transcripts scored them:
 * a step's letter is the pair with the most probability together, a run of steps on the same pair is
 * one character, and its case is the one the run gave more probability.
 */
export function greedyDecode(
  scores: Float32Array,
  offset: number,
  steps: number,
  classes: number,
  alphabet: readonly string[],
  partners?: Int32Array,
): CtcReading {
  const chars: CtcChar[] = [];
  const spaceClass = alphabet.lastIndexOf(' ') + 1;
  const spaceProbability = new Float32Array(steps);
  let previous = 0;
  // The emitted character's classes' summed probability over its run, to settle its case.
  let caseWeight = 0;
  let partnerWeight = 0;
  for (let t = 0; t < steps; t++) {
    const row = offset + t * classes;
    let best = 0;
    let bestScore = scores[row] as number;
    for (let k = 1; k < classes; k++) {
      const partner = partners?.[k] ?? 0;
      const s = (scores[row + k] as number) + (partner ? (scores[row + partner] as number) : 0);
      if (s > bestScore) {
        bestScore = s;
        best = k;
      }
    }
    if (spaceClass > 0) spaceProbability[t] = scores[row + spaceClass] as number;
    const pair = best && partners?.[best] ? Math.min(best, partners[best] as number) : best;
    if (pair !== 0 && pair !== previous) {
      chars.push({ text: alphabet[pair - 1] ?? '', step: t, probability: Math.min(1, bestScore) });
      caseWeight = 0;
      partnerWeight = 0;
    }
    if (pair !== 0 && partners?.[pair]) {
      caseWeight += scores[row + pair] as number;
      partnerWeight += scores[row + (partners[pair] as number)] as number;
      const last = chars.at(-1) as CtcChar;
      last.text = alphabet[(partnerWeight > caseWeight ? (partners[pair] as number) : pair) - 1] ?? '';
    }
    previous = pair;
  }
  return { chars, spaceProbability };
}

/** Each class's other case (0 for none): class k is `alphabet[k - 1]`, class 0 the blank. */
export function casePartners(alphabet: readonly string[]): Int32Array {
  const partners = new Int32Array(alphabet.length + 1);
  const index = new Map(alphabet.map((c, i) => [c, i + 1]));
  alphabet.forEach((c, i) => {
    const other = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
    if (other !== c) partners[i + 1] = index.get(other) ?? 0;
  });
  return partners;
}

/** A word of a recognised line: characters between spaces, with the time steps it spans. */
export type CtcWord = { text: string; firstStep: number; lastStep: number; confidence: number };

/**
 * The Chinese/English recogniser seldom makes the space its best class between English words, but
 * still gives it weight there: a time step between two characters where the space has at least
 * this probability is a word break. Measured on SROIE: 0.02 kept most spaces; adding breaks at wide
 * gaps between characters did not help (docs/decisions/0261-word-spaces-from-the-space-class-s-probability-0-0.md).
 */
export const SPACE_PROBABILITY = 0.02;

const PUNCTUATION = /^[.,:;]$/;

/** Whether the paper shows a blank wide enough for a space between two characters (see `ink-gaps.ts`). */
export type BlankBetween = (from: CtcChar, to: CtcChar) => boolean;

/** Splits decoded characters into words at emitted spaces and at steps where a space was likely. */
export function charsToWords(
  reading: CtcReading,
  spaceProbability = SPACE_PROBABILITY,
  blankBetween?: BlankBetween,
): CtcWord[] {
  const words: CtcWord[] = [];
  let current: CtcChar[] = [];
  const flush = () => {
    if (current.length === 0) return;
    words.push({
      text: current.map((c) => c.text).join(''),
      firstStep: (current[0] as CtcChar).step,
      lastStep: (current.at(-1) as CtcChar).step,
      confidence: current.reduce((s, c) => s + c.probability, 0) / current.length,
    });
    current = [];
  };
  const spaceBetween = (from: CtcChar, to: CtcChar) => {
    let likely = false;
    for (let t = from.step + 1; t < to.step && !likely; t++)
      likely = (reading.spaceProbability[t] ?? 0) >= spaceProbability;
    // Beside punctuation the model puts space weight where none is printed ("7/4, Kawasan", "NO. 12").
    const doubtful = PUNCTUATION.test(from.text) || PUNCTUATION.test(to.text);
    return likely && (!doubtful || !blankBetween || blankBetween(from, to));
  };
  for (const c of reading.chars) {
    if (c.text.trim().length === 0) {
      flush();
      continue;
    }
    const last = current.at(-1);
    if (last && spaceBetween(last, c)) flush();
    current.push(c);
  }
  flush();
  return words;
}
