/** The table of measures, from the evaluation's report: engine beside native tesseract and the target. */

type Tally = { truePositive: number; expected: number; predicted: number };
type Sets = Record<string, unknown>;

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

function get(obj: unknown, ...keys: string[]): unknown {
  let at = obj;
  for (const k of keys) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[k] : undefined;
  return at;
}

function ratio(t: Tally | undefined): string {
  return t ? `${t.truePositive}/${t.expected}` : '–';
}

function sum(tallies: Record<string, Tally> | undefined, keep: (name: string) => boolean): Tally | undefined {
  if (!tallies) return undefined;
  const picked = Object.entries(tallies).filter(([name]) => keep(name));
  if (!picked.length) return undefined;
  return picked.reduce(
    (acc, [, t]) => ({
      truePositive: acc.truePositive + t.truePositive,
      expected: acc.expected + t.expected,
      predicted: acc.predicted + t.predicted,
    }),
    { truePositive: 0, expected: 0, predicted: 0 },
  );
}

const share = (t: Tally | undefined) =>
  t?.expected ? `${ratio(t)} (${pct(t.truePositive / t.expected)})` : '–';

export function printSummary(sets: Sets, cached: boolean): string {
  const rows: Array<[string, string, string, string]> = [];
  const sroie = get(sets, 'sroie-receipts', 'fields') as
    | { engine: Record<string, Tally>; native: Record<string, Tally> | null }
    | undefined;
  if (sroie) {
    for (const field of ['company', 'address', 'date', 'total'])
      rows.push([`SROIE ${field}`, ratio(sroie.engine[field]), ratio(sroie.native?.[field]), '']);
    const key = (n: string) => !n.includes('.');
    rows.push([
      'SROIE key fields (exact after case/space normalisation)',
      share(sum(sroie.engine, key)),
      share(sum(sroie.native ?? undefined, key)),
      '≥ 90%',
    ]);
    const loose = (n: string) => n.endsWith('.loose') || n === 'date' || n === 'total';
    rows.push([
      'SROIE key fields, punctuation forgiven',
      share(sum(sroie.engine, loose)),
      share(sum(sroie.native ?? undefined, loose)),
      '',
    ]);
  }
  const hebrew = get(sets, 'hebrew', 'fields') as
    | { engine: Record<string, Tally>; native: Record<string, Tally> | null }
    | undefined;
  if (hebrew) {
    for (const kind of ['pdf', 'png', 'jpg']) {
      const keep = (n: string) => n.endsWith(`.${kind}`);
      rows.push([
        `Hebrew invoice and receipt fields, ${kind}`,
        share(sum(hebrew.engine, keep)),
        share(sum(hebrew.native ?? undefined, keep)),
        '',
      ]);
    }
    rows.push([
      'Hebrew invoice and receipt fields, all',
      share(sum(hebrew.engine, () => true)),
      share(sum(hebrew.native ?? undefined, () => true)),
      '≥ 97%',
    ]);
    for (const kind of ['pdf', 'png', 'jpg']) {
      if (!get(sets, 'hebrew', 'text', kind, 'engine', 'documents')) continue;
      const engineCer = get(sets, 'hebrew', 'text', kind, 'engine', 'cer');
      const nativeCer = get(sets, 'hebrew', 'text', kind, 'native', 'cer');
      if (typeof engineCer === 'number')
        rows.push([
          `Hebrew ${kind} CER`,
          pct(engineCer),
          typeof nativeCer === 'number' ? pct(nativeCer) : '–',
          '',
        ]);
    }
  }
  const kinds = sets.documentKind as Record<string, { right: number; all: number }> | undefined;
  if (kinds && Object.keys(kinds).length) {
    const all = Object.values(kinds).reduce((a, k) => ({ right: a.right + k.right, all: a.all + k.all }), {
      right: 0,
      all: 0,
    });
    for (const [set, k] of Object.entries(kinds))
      rows.push([`document kind, ${set}`, `${k.right}/${k.all}`, '', '']);
    rows.push([
      'document kind, all',
      `${all.right}/${all.all} (${pct(all.right / Math.max(1, all.all))})`,
      '',
      '≥ 95%',
    ]);
  }
  const tables = sets['icdar2013-tables'] as
    | { f1: number; precision: number; recall: number; documents: number }
    | undefined;
  if (tables)
    rows.push([
      `ICDAR 2013 cell adjacency F1 (${tables.documents} docs; P ${pct(tables.precision)}, R ${pct(tables.recall)})`,
      pct(tables.f1),
      '',
      '',
    ]);
  const mrz = get(sets, 'passporteye-mrz') as
    | {
        engine: { foundRate: number; validRate: number };
        native: { foundRate: number; validRate: number } | null;
      }
    | undefined;
  if (mrz) {
    rows.push(['MRZ found', pct(mrz.engine.foundRate), mrz.native ? pct(mrz.native.foundRate) : '–', '']);
    rows.push([
      'MRZ all check digits pass',
      pct(mrz.engine.validRate),
      mrz.native ? pct(mrz.native.validRate) : '–',
      '',
    ]);
  }
  const header: [string, string, string, string] = [
    'measure',
    cached ? 'engine (cached OCR)' : 'engine',
    'native tesseract',
    'target',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
