import { describe, expect, it } from 'vitest';
import { ctcLogLikelihood } from '../src/recognise/ctc-decode.ts';

/** Every path through `steps` × `classes`, collapsed as CTC collapses it (repeats merged, blanks dropped). */
function bruteForce(scores: number[][], labels: number[]): number {
  const steps = scores.length;
  const classes = (scores[0] as number[]).length;
  let sum = 0;
  for (let path = 0; path < classes ** steps; path++) {
    let p = 1;
    const emitted: number[] = [];
    let previous = -1;
    for (let t = 0, rest = path; t < steps; t++, rest = Math.floor(rest / classes)) {
      const k = rest % classes;
      p *= (scores[t] as number[])[k] as number;
      if (k !== 0 && k !== previous) emitted.push(k);
      previous = k;
    }
    if (emitted.length === labels.length && emitted.every((k, i) => k === labels[i])) sum += p;
  }
  return sum;
}

const rows = [
  [0.5, 0.3, 0.2],
  [0.1, 0.6, 0.3],
  [0.2, 0.2, 0.6],
  [0.7, 0.1, 0.2],
];
const flat = Float32Array.from(rows.flat());

describe("a text's likelihood under a line model's CTC scores", () => {
  it('sums every alignment of the text to the time steps', () => {
    for (const labels of [[], [1], [2], [1, 2], [2, 1], [1, 1], [1, 2, 1]]) {
      const got = ctcLogLikelihood(
        flat,
        0,
        4,
        3,
        labels.map((k) => [k]),
        0,
      );
      expect(Math.exp(got)).toBeCloseTo(bruteForce(rows, labels), 6);
    }
  });

  it('counts a letter as any of the classes given for it, and the space class as blank', () => {
    const either = ctcLogLikelihood(flat, 0, 4, 3, [[1, 2]], 0);
    const merged = rows.map(([blank, a, b]) => [blank as number, (a as number) + (b as number)]);
    expect(Math.exp(either)).toBeCloseTo(bruteForce(merged, [1]), 6);
    const spaced = ctcLogLikelihood(flat, 0, 4, 3, [[1]], 2);
    const blanked = rows.map(([blank, a, space]) => [(blank as number) + (space as number), a as number]);
    expect(Math.exp(spaced)).toBeCloseTo(bruteForce(blanked, [1]), 6);
  });

  it('is impossible for a text longer than the steps can hold', () => {
    expect(ctcLogLikelihood(flat, 0, 4, 3, [[1], [1], [1]], 0)).toBe(Number.NEGATIVE_INFINITY);
  });
});
