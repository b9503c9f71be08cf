/**
 * How far a field's confidence can be trusted: confidences in tenths beside the share of those fields
 * that were right (a reliability table), and the expected calibration error, the mean gap between the
 * two weighted by how many fields fall in each tenth.
 */
export type Judged = { confidence: number; right: boolean };
export type ReliabilityBin = {
  from: number;
  to: number;
  n: number;
  meanConfidence: number;
  shareRight: number;
};

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function reliability(judged: readonly Judged[]): { bins: ReliabilityBin[]; ece: number } {
  const bins: ReliabilityBin[] = [];
  for (let k = 0; k < 10; k++) {
    const inside = judged.filter((j) => Math.min(9, Math.floor(j.confidence * 10)) === k);
    if (!inside.length) continue;
    bins.push({
      from: k / 10,
      to: (k + 1) / 10,
      n: inside.length,
      meanConfidence: round3(inside.reduce((s, j) => s + j.confidence, 0) / inside.length),
      shareRight: round3(inside.filter((j) => j.right).length / inside.length),
    });
  }
  const ece =
    bins.reduce((s, b) => s + b.n * Math.abs(b.meanConfidence - b.shareRight), 0) /
    Math.max(1, judged.length);
  return { bins, ece: round3(ece) };
}

export function reliabilityTable(bins: readonly ReliabilityBin[]): string {
  const rows = bins.map(
    (b) =>
      `| ${b.from.toFixed(1)}–${b.to.toFixed(1)} | ${b.n} | ${b.meanConfidence.toFixed(3)} | ${b.shareRight.toFixed(3)} |`,
  );
  return [
    '| confidence | fields | mean confidence | share right |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
