/** The summary's invoice rows: each field per rendering, and line-item precision and recall. */
type Tally = { truePositive: number; expected: number; predicted: number };
type Tallies = Record<string, Tally>;
export type Row = [string, string, string, string];

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const ratio = (t: Tally | undefined) => (t ? `${t.truePositive}/${t.expected}` : '–');

/** "pdf 10/11, png 3/4": the renderings side by side, '–' where none was scored. */
function perKind(tallies: Tallies | null | undefined, kinds: Array<[string, string]>): string {
  if (!tallies) return '–';
  const parts = kinds.filter(([key]) => tallies[key]).map(([key, name]) => `${name} ${ratio(tallies[key])}`);
  return parts.length ? parts.join(', ') : '–';
}

/** Precision over the items read, recall over the items the truth lists. */
function precisionRecall(t: Tally | undefined): string {
  if (!t) return '–';
  const p = t.predicted ? pct(t.truePositive / t.predicted) : '–';
  const r = t.expected ? pct(t.truePositive / t.expected) : '–';
  return `P ${p} (${t.truePositive}/${t.predicted}), R ${r} (${t.truePositive}/${t.expected})`;
}

type English = {
  fields: { pdfTextLayer: Tallies; pngOcr: Tallies; pngNative: Tallies | null };
  lineItems: Tallies & { truth: Record<string, string> };
};

export function englishInvoiceRows(set: English | undefined): Row[] {
  if (!set) return [];
  const { pdfTextLayer, pngOcr, pngNative } = set.fields;
  const names = [...new Set([...Object.keys(pdfTextLayer), ...Object.keys(pngOcr)])];
  const rows: Row[] = names.map((name) => [
    `English invoice ${name} (invoice2data)`,
    perKind({ pdf: pdfTextLayer[name], png: pngOcr[name] } as Tallies, [
      ['pdf', 'pdf'],
      ['png', 'png'],
    ]),
    pngNative ? perKind({ png: pngNative[name] } as Tallies, [['png', 'png']]) : '–',
    '',
  ]);
  const { truth, ...items } = set.lineItems;
  for (const [kind, name] of [
    ['pdf', 'pdf text layer'],
    ['png', 'png OCR'],
  ] as const) {
    // The truth is keyed by file: "name.pdf", "name.png".
    const docs = Object.entries(truth).filter(([doc]) => doc.endsWith(`.${kind}`));
    const scored = docs.filter(([, t]) => !t.endsWith('not scored')).length;
    const of = `${scored} of ${docs.length} documents have line-item truth with amounts`;
    rows.push([
      `English invoice line items, ${name} (${of})`,
      scored ? precisionRecall(items[kind]) : 'no line-item truth',
      kind === 'png' && scored ? precisionRecall(items.pngNative) : '–',
      '',
    ]);
  }
  return rows;
}

type Hebrew = {
  fields: { engine: Tallies; native: Tallies | null };
  lineItems?: { engine: Tallies; native: Tallies | null };
};

const KINDS: Array<[string, string]> = [
  ['pdf', 'pdf'],
  ['png', 'png'],
  ['jpg', 'jpg'],
];

/** Each invoice field's tallies are keyed `invoice.<field>.<kind>`: one row per field, its renderings side by side. */
export function hebrewInvoiceRows(set: Hebrew | undefined): Row[] {
  if (!set) return [];
  const byField = (tallies: Tallies | null, field: string) =>
    tallies &&
    Object.fromEntries(
      KINDS.map(([kind]) => [kind, tallies[`invoice.${field}.${kind}`]]).filter(([, t]) => t),
    );
  const fields = [
    ...new Set(
      Object.keys(set.fields.engine)
        .filter((k) => k.startsWith('invoice.'))
        .map((k) => k.split('.')[1] as string),
    ),
  ];
  const rows: Row[] = fields.map((field) => [
    `Hebrew invoice ${field}`,
    perKind(byField(set.fields.engine, field), KINDS),
    perKind(byField(set.fields.native, field), KINDS),
    '',
  ]);
  for (const [kind] of KINDS) {
    if (!set.lineItems?.engine[kind]) continue;
    rows.push([
      `Hebrew invoice line items, ${kind}`,
      precisionRecall(set.lineItems.engine[kind]),
      precisionRecall(set.lineItems.native?.[kind]),
      '',
    ]);
  }
  return rows;
}
