import type { BBox } from '@docread/contracts';
import { unionBox } from './lines.ts';
import type { TextLine } from './types.ts';

export interface Cell {
  text: string;
  bbox: BBox;
  confidence: number;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** Splits a row into cells wherever the gap between words is much wider than a space. */
export function cellsOf(row: TextLine): Cell[] {
  const words = [...row.words].sort((a, b) => a.bbox.x - b.bbox.x);
  if (!words.length) return [];
  const height = median(words.map((w) => w.bbox.h)) || row.bbox.h;
  const groups: (typeof words)[] = [];
  for (const word of words) {
    const group = groups[groups.length - 1];
    const prev = group?.[group.length - 1];
    if (group && prev && word.bbox.x - (prev.bbox.x + prev.bbox.w) < height * 1.2) group.push(word);
    else groups.push([word]);
  }
  return groups.map((g) => {
    const logical = row.direction === 'rtl' ? [...g].reverse() : g;
    return {
      text: logical.map((w) => w.text).join(' '),
      bbox: unionBox(g.map((w) => w.bbox)),
      confidence: Math.min(...g.map((w) => w.confidence)),
    };
  });
}
