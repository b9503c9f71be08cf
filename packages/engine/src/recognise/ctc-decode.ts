import type { CharLm } from './char-lm.ts';

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

/** How far a language model steers the beam search (`beamDecode`). */
export type LmWeights = {
  /** Weight of the language model's log probability against the line model's. */
  alpha: number;
  /** Log-score added per character, against the model's preference for short readings. */
  beta: number;
  beam: number;
};

/** A machine-readable zone's filler: zone lines are no language, and their check digits correct them. */
const ZONE_FILLER = '<';

/** A line's reading: by `beamDecode` with the language model, unless it reads as a machine-readable zone's. */
export function decodeLine(
  scores: Float32Array,
  offset: number,
  steps: number,
  classes: number,
  alphabet: readonly string[],
  partners: Int32Array | undefined,
  language: { model: () => Pick<CharLm, 'logProb'>; weights: LmWeights } | undefined,
): CtcReading {
  const greedy = greedyDecode(scores, offset, steps, classes, alphabet, partners);
  if (!language || !partners || greedy.chars.some((c) => c.text === ZONE_FILLER)) return greedy;
  return beamDecode(scores, offset, steps, classes, alphabet, partners, language.model(), language.weights);
}

type Beam = {
  prefix: string;
  /** log P(prefix, ending in a blank / in its last character) over the steps so far */
  blank: number;
  char: number;
  lm: number;
  /** The last character emitted, linked to the ones before it: readings share their common start. */
  tail: Emitted | null;
  length: number;
  /** the pair class of the last character */
  last: number;
};

type Emitted = { char: CtcChar; before: Emitted | null };

const logAdd = (a: number, b: number) =>
  a === -Infinity ? b : b === -Infinity ? a : Math.max(a, b) + Math.log1p(Math.exp(-Math.abs(a - b)));

/** A class below this probability at a step starts no reading there. */
const CANDIDATE = 1e-3;

/**
 * CTC prefix beam search over case-folded classes, each new character weighed by a character language
 * model (`lm.logProb` on the folded text so far). A character's case is then the one its steps gave
 * more probability, as in `greedyDecode`.
 */
export function beamDecode(
  scores: Float32Array,
  offset: number,
  steps: number,
  classes: number,
  alphabet: readonly string[],
  partners: Int32Array,
  lm: Pick<CharLm, 'logProb'>,
  weights: LmWeights,
): CtcReading {
  const spaceClass = alphabet.lastIndexOf(' ') + 1;
  const spaceProbability = new Float32Array(steps);
  const pairOf = (k: number) => (partners[k] ? Math.min(k, partners[k] as number) : k);
  const pairs: number[] = [];
  for (let k = 1; k < classes; k++) if (pairOf(k) === k) pairs.push(k);
  const folded = new Float32Array(classes);
  const total = (b: Beam) => logAdd(b.blank, b.char) + weights.alpha * b.lm + weights.beta * b.length;
  let beams: Beam[] = [{ prefix: '', blank: 0, char: -Infinity, lm: 0, tail: null, length: 0, last: 0 }];
  for (let t = 0; t < steps; t++) {
    const row = offset + t * classes;
    if (spaceClass > 0) spaceProbability[t] = scores[row + spaceClass] as number;
    const candidates: number[] = [];
    for (const k of pairs) {
      const p =
        (scores[row + k] as number) + (partners[k] ? (scores[row + (partners[k] as number)] as number) : 0);
      folded[k] = p;
      if (p >= CANDIDATE) candidates.push(k);
    }
    const blankLog = Math.log(Math.max(1e-12, scores[row] as number));
    const next = new Map<string, Beam>();
    const entry = (from: Beam, prefix: string, extend: number): Beam => {
      let b = next.get(prefix);
      if (!b) {
        b = extend
          ? {
              prefix,
              blank: -Infinity,
              char: -Infinity,
              lm: from.lm + lm.logProb(from.prefix, alphabet[extend - 1] ?? ''),
              tail: {
                char: {
                  text: alphabet[extend - 1] ?? '',
                  step: t,
                  probability: Math.min(1, folded[extend] as number),
                },
                before: from.tail,
              },
              length: from.length + 1,
              last: extend,
            }
          : { ...from, blank: -Infinity, char: -Infinity };
        next.set(prefix, b);
      }
      return b;
    };
    for (const beam of beams) {
      const both = logAdd(beam.blank, beam.char);
      const stay = entry(beam, beam.prefix, 0);
      stay.blank = logAdd(stay.blank, both + blankLog);
      for (const k of candidates) {
        const p = Math.log(folded[k] as number);
        if (k === beam.last) {
          stay.char = logAdd(stay.char, beam.char + p);
          const grown = entry(beam, beam.prefix + (alphabet[k - 1] ?? ''), k);
          grown.char = logAdd(grown.char, beam.blank + p);
        } else {
          const grown = entry(beam, beam.prefix + (alphabet[k - 1] ?? ''), k);
          grown.char = logAdd(grown.char, both + p);
        }
      }
    }
    beams = [...next.values()].sort((a, b) => total(b) - total(a)).slice(0, weights.beam);
  }
  const chars: CtcChar[] = [];
  for (let e = (beams[0] as Beam).tail; e; e = e.before) chars.push({ ...e.char });
  chars.reverse();
  chars.forEach((c, i) => {
    const k = alphabet.indexOf(c.text) + 1;
    const partner = partners[k] as number;
    if (!partner) return;
    const until = chars[i + 1]?.step ?? steps;
    let own = 0;
    let other = 0;
    for (let t = c.step; t < until; t++) {
      own += scores[offset + t * classes + k] as number;
      other += scores[offset + t * classes + partner] as number;
    }
    if (other > own) c.text = alphabet[partner - 1] ?? c.text;
  });
  return { chars, spaceProbability };
}

/**
 * log P(text | a line's scores) under CTC: the sum over every alignment of the text's characters to the
 * time steps (the forward algorithm). `labels` are the text's characters, each as the classes whose
 * probabilities count for it (a letter's two cases for a case-folded reading); spaces are left out of the
 * text and the space class counts as blank, so two readings that differ only in spacing score alike.
 */
export function ctcLogLikelihood(
  scores: Float32Array,
  offset: number,
  steps: number,
  classes: number,
  labels: readonly (readonly number[])[],
  spaceClass: number,
): number {
  const n = labels.length;
  if (n === 0 || steps === 0) {
    let sum = 0;
    for (let t = 0; t < steps; t++)
      sum += Math.log(Math.max(1e-12, blankAt(scores, offset + t * classes, spaceClass)));
    return sum;
  }
  // Extended sequence: blank, label 0, blank, label 1, …, blank.
  const width = 2 * n + 1;
  let alpha = new Float64Array(width).fill(-Infinity);
  let next = new Float64Array(width);
  const prob = (row: number, s: number) => {
    if (s % 2 === 0) return blankAt(scores, row, spaceClass);
    let p = 0;
    for (const k of labels[(s - 1) / 2] as readonly number[]) p += scores[row + k] as number;
    return p;
  };
  alpha[0] = Math.log(Math.max(1e-12, prob(offset, 0)));
  alpha[1] = Math.log(Math.max(1e-12, prob(offset, 1)));
  for (let t = 1; t < steps; t++) {
    const row = offset + t * classes;
    next.fill(-Infinity);
    // Only states from which the rest of the sequence still fits into the steps left matter.
    const from = Math.max(0, width - 2 * (steps - t));
    for (let s = from; s < width; s++) {
      let a = alpha[s] as number;
      if (s > 0) a = logAdd(a, alpha[s - 1] as number);
      if (s > 1 && s % 2 === 1 && !sameLabel(labels[(s - 1) / 2], labels[(s - 3) / 2]))
        a = logAdd(a, alpha[s - 2] as number);
      if (a !== -Infinity) next[s] = a + Math.log(Math.max(1e-12, prob(row, s)));
    }
    [alpha, next] = [next, alpha];
  }
  return logAdd(alpha[width - 1] as number, alpha[width - 2] as number);
}

function blankAt(scores: Float32Array, row: number, spaceClass: number): number {
  return (scores[row] as number) + (spaceClass > 0 ? (scores[row + spaceClass] as number) : 0);
}

function sameLabel(a: readonly number[] | undefined, b: readonly number[] | undefined): boolean {
  return !!a && !!b && a.length === b.length && a.every((k, i) => k === b[i]);
}
