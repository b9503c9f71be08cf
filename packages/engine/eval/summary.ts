/** The issue's table of measures, from the evaluation's report: engine beside native tesseract and the target. */
import { type ReliabilityBin, reliabilityTable } from './calibration.ts';
import { englishInvoiceRows, hebrewInvoiceRows } from './summary-invoices.ts';

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
  const lines = get(sets, 'sroie-receipts', 'lines') as
    | Record<
        'latinModel' | 'latinGreedy' | 'paddle' | 'cascade' | 'tesseract',
        { lines: number; cer: number; cpuMsPerLine: number } | null
      >
    | undefined;
  if (lines?.latinModel && lines.paddle) {
    const { latinModel, latinGreedy, paddle, tesseract } = lines;
    const greedy = latinGreedy
      ? ` | without its language model ${pct(latinGreedy.cer)}, ${latinGreedy.cpuMsPerLine} ms a line`
      : '';
    rows.push([
      `SROIE transcribed lines (${latinModel.lines}), CER: Latin line model | PP-OCR ${pct(paddle.cer)}${greedy}`,
      pct(latinModel.cer),
      tesseract ? pct(tesseract.cer) : '–',
      '≤ 2%',
    ]);
    rows.push([
      `CPU per line, ms: Latin line model | PP-OCR ${paddle.cpuMsPerLine} (×${(latinModel.cpuMsPerLine / paddle.cpuMsPerLine).toFixed(2)})`,
      String(latinModel.cpuMsPerLine),
      tesseract ? String(tesseract.cpuMsPerLine) : '–',
      '≤ ¼ of PP-OCR',
    ]);
    const { cascade } = lines;
    if (cascade) {
      rows.push([
        `SROIE transcribed lines, Latin line model then PP-OCR on its doubtful lines: CER | CPU ms per line ${cascade.cpuMsPerLine} (×${(cascade.cpuMsPerLine / paddle.cpuMsPerLine).toFixed(2)} of PP-OCR)`,
        pct(cascade.cer),
        '',
        '≤ 2%',
      ]);
    }
  }
  const cv = get(sets, 'sroie-receipts', 'crossValidated') as
    | {
        receipts: number;
        keyFields: number;
        spacelessKeyFields?: number;
        ece: number;
        unflaggedShare: number;
        unflaggedRight: number;
      }
    | undefined;
  if (cv) {
    rows.push([
      `receipt key fields, 5-fold CV on ${cv.receipts} training receipts`,
      pct(cv.keyFields),
      '',
      '≥ 92%',
    ]);
    if (cv.spacelessKeyFields !== undefined)
      rows.push([
        'receipt key fields, CV, with spacing folded away too (as the issue scores)',
        pct(cv.spacelessKeyFields),
        '',
        '≥ 92%',
      ]);
    rows.push(['receipt confidence ECE, CV', cv.ece.toFixed(3), '', '≤ 0.05']);
    rows.push([
      `receipts unflagged, CV (their key fields right: ${pct(cv.unflaggedRight)})`,
      pct(cv.unflaggedShare),
      '',
      '≥ 50% at ≥ 98%',
    ]);
  }
  const review = get(sets, 'sroie-receipts', 'review') as
    | { ece: number; receipts: number; unflagged: number; unflaggedRight: number }
    | undefined;
  if (review) {
    rows.push(['receipt confidence ECE, these receipts', review.ece.toFixed(3), '', '≤ 0.05']);
    rows.push([
      `receipts unflagged, these receipts (their key fields right: ${pct(review.unflaggedRight)})`,
      `${review.unflagged}/${review.receipts}`,
      '',
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
  rows.push(...hebrewInvoiceRows(sets.hebrew as Parameters<typeof hebrewInvoiceRows>[0]));
  rows.push(...englishInvoiceRows(sets['invoice2data-invoices'] as Parameters<typeof englishInvoiceRows>[0]));
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
  type TableScore = {
    f1: number;
    precision: number;
    recall: number;
    documents: number;
    tablesFound: number;
    tablesExpected: number;
    tablesElsewhere?: number;
  };
  const tables = sets['icdar2013-tables'] as
    | (TableScore & { parts?: Record<string, TableScore> })
    | undefined;
  if (tables)
    for (const [name, score] of [['', tables] as const, ...Object.entries(tables.parts ?? {})])
      rows.push([
        `ICDAR 2013${name ? ` ${name}` : ''} cell adjacency F1 (${score.documents} docs; P ${pct(score.precision)}, R ${pct(score.recall)}; ${score.tablesFound} tables found of ${score.tablesExpected}, ${score.tablesElsewhere ?? '?'} on pages without one)`,
        pct(score.f1),
        '',
        '≥ 90%',
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
  const learning = sets.learning as
    | {
        vendors: number;
        laterReceipts: number;
        wrongVendor: number;
        withMemory: { both: number };
        withoutMemory: { both: number };
      }
    | undefined;
  if (learning) {
    const of = `${learning.laterReceipts} later receipts of ${learning.vendors} vendors`;
    rows.push([
      `Company and address with the account's memory (${of})`,
      pct(learning.withMemory.both),
      '',
      '≥ 95%',
    ]);
    rows.push(['… the same receipts in a fresh account', pct(learning.withoutMemory.both), '', '']);
    rows.push(["… applied from another vendor's correction", String(learning.wrongVendor), '', '']);
  }
  const header: [string, string, string, string] = [
    'measure',
    cached ? 'engine (cached OCR)' : 'engine',
    'native tesseract',
    'target',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const table = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
  const bins = get(sets, 'sroie-receipts', 'review', 'bins') as ReliabilityBin[] | undefined;
  const cvBins = get(sets, 'sroie-receipts', 'crossValidated', 'reliability') as ReliabilityBin[] | undefined;
  return [
    table,
    ...(cvBins
      ? [
          '',
          'Receipt key fields, reliability (5-fold CV on the training receipts):',
          reliabilityTable(cvBins),
        ]
      : []),
    ...(bins ? ['', 'Receipt key fields, reliability (these receipts):', reliabilityTable(bins)] : []),
  ].join('\n');
}
