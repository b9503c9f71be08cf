import type { Ruling } from '../../input/index.ts';

/** Lines closer than this (points) on the same axis are one line drawn twice, or in pieces. */
export const RULE_TOLERANCE = 2;

export interface Rulings {
  horizontal: Ruling[];
  vertical: Ruling[];
}

/**
 * Rulings as drawn lines, not drawing operations: producers draw one table rule as many short
 * segments (one per cell), as both edges of a thin rectangle, or twice. Segments on the same axis
 * position that touch or overlap become one line.
 */
export function mergeRulings(rulings: readonly Ruling[]): Rulings {
  const horizontal = merge(
    rulings.filter((r) => r.y0 === r.y1 && r.x1 > r.x0).map((r) => ({ at: r.y0, from: r.x0, to: r.x1 })),
  ).map((l) => ({ x0: l.from, y0: l.at, x1: l.to, y1: l.at }));
  const vertical = merge(
    rulings.filter((r) => r.x0 === r.x1 && r.y1 > r.y0).map((r) => ({ at: r.x0, from: r.y0, to: r.y1 })),
  ).map((l) => ({ x0: l.at, y0: l.from, x1: l.at, y1: l.to }));
  return { horizontal, vertical };
}

type Span = { at: number; from: number; to: number };

function merge(lines: Span[]): Span[] {
  const sorted = [...lines].sort((a, b) => a.at - b.at || a.from - b.from);
  const merged: Span[] = [];
  // Lines are grouped by axis position first, then joined along the axis within each group.
  let group: Span[] = [];
  const flush = () => {
    const byStart = group.sort((a, b) => a.from - b.from);
    let current: Span | undefined;
    for (const line of byStart) {
      if (current && line.from <= current.to + RULE_TOLERANCE) {
        current.to = Math.max(current.to, line.to);
        current.at = (current.at + line.at) / 2;
      } else {
        if (current) merged.push(current);
        current = { ...line };
      }
    }
    if (current) merged.push(current);
    group = [];
  };
  for (const line of sorted) {
    const first = group[0];
    if (first && line.at - first.at > RULE_TOLERANCE) flush();
    group.push(line);
  }
  flush();
  return merged;
}

const touches = (h: Ruling, v: Ruling) =>
  v.x0 >= h.x0 - RULE_TOLERANCE &&
  v.x0 <= h.x1 + RULE_TOLERANCE &&
  h.y0 >= v.y0 - RULE_TOLERANCE &&
  h.y0 <= v.y1 + RULE_TOLERANCE;

/** Sets of rulings that cross or meet one another: each is the frame of one ruled table (or box). */
export function connectedRulings(rulings: Rulings): Rulings[] {
  const all = [
    ...rulings.horizontal.map((r) => ({ r, h: true })),
    ...rulings.vertical.map((r) => ({ r, h: false })),
  ];
  const parent = all.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i] as number] as number;
      i = parent[i] as number;
    }
    return i;
  };
  all.forEach((a, i) => {
    if (!a.h) return;
    all.forEach((b, j) => {
      if (!b.h && touches(a.r, b.r)) parent[find(i)] = find(j);
    });
  });
  const groups = new Map<number, Rulings>();
  all.forEach((a, i) => {
    const root = find(i);
    const group = groups.get(root) ?? { horizontal: [], vertical: [] };
    (a.h ? group.horizontal : group.vertical).push(a.r);
    groups.set(root, group);
  });
  return [...groups.values()];
}

/** The box around a set of rulings. */
export function boundsOf(rulings: Rulings): { x0: number; y0: number; x1: number; y1: number } {
  const all = [...rulings.horizontal, ...rulings.vertical];
  return {
    x0: Math.min(...all.map((r) => r.x0)),
    y0: Math.min(...all.map((r) => r.y0)),
    x1: Math.max(...all.map((r) => r.x1)),
    y1: Math.max(...all.map((r) => r.y1)),
  };
}
