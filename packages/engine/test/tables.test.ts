import type { Table } from '@docread/contracts';
import { describe, expect, it } from 'vitest';
import { rulingsOnImage } from '../src/detect/rulings.ts';
import { buildRows } from '../src/extract/lines.ts';
import { findTables } from '../src/extract/tables/index.ts';
import { mergeRulings } from '../src/extract/tables/rulings.ts';
import { openDocument } from '../src/input/index.ts';
import { renderPdfPage } from '../src/input/pdf.ts';
import { chartPdf, hebrewTablePdf, lineChartPdf, type TableCellSpec, tablePdf } from './documents.ts';

/** The tables the engine finds in a PDF page, and the rulings it read from the page's drawing. */
async function tablesIn(pdf: Buffer): Promise<{ tables: Table[]; rulings: number }> {
  const doc = await openDocument(pdf);
  try {
    for await (const source of doc.pages()) {
      if (source.kind !== 'text') throw new Error('expected a text page');
      const rulings = await source.rulings();
      return {
        tables: findTables(buildRows([source.page]), { [source.number]: rulings }),
        // The rules among the lines drawn: the level and upright ones.
        rulings: rulings.filter((r) => r.x0 === r.x1 || r.y0 === r.y1).length,
      };
    }
  } finally {
    await doc.close();
  }
  throw new Error('no page');
}

const text = (t: Table | undefined, row: number, column: number) =>
  t?.cells.find((c) => c.row === row && c.column === column)?.text;

const regional: TableCellSpec[][] = [
  ['Region', { text: 'Sales', span: 2 }, 'Staff'],
  ['', '2023', '2024', ''],
  [['North America and', 'the Caribbean'], '1,200', '1,350', '41'],
  ['Europe', '900', '', '37'],
  ['Asia Pacific', '700', '820', '29'],
];
const widths = [140, 70, 70, 60];

describe('tables of born-digital PDFs', () => {
  it.each(['grid', 'thin-rects'] as const)(
    'rebuilds a ruled table (%s) with its spanning heading, a cell of two lines and an empty cell',
    async (rules) => {
      const { tables, rulings } = await tablesIn(await tablePdf(regional, { widths, rules }));
      expect(rulings).toBeGreaterThan(0);
      expect(tables).toHaveLength(1);
      const t = tables[0] as Table;
      expect(t).toMatchObject({ rows: 5, columns: 4 });
      expect(t.cells.find((c) => c.text === 'Sales')).toMatchObject({ row: 0, column: 1, columnSpan: 2 });
      expect(text(t, 2, 0)).toBe('North America and the Caribbean');
      expect(text(t, 2, 2)).toBe('1,350');
      expect(text(t, 3, 2)).toBeUndefined();
      expect(text(t, 4, 3)).toBe('29');
    },
  );

  it('takes a heading over the columns whose rule it interrupts, wherever its text stands', async () => {
    const { tables } = await tablesIn(await tablePdf(regional, { widths, rules: 'grid', align: 'start' }));
    const t = tables[0] as Table;
    expect(t.cells.find((c) => c.text === 'Sales')).toMatchObject({ row: 0, column: 1, columnSpan: 2 });
    expect(text(t, 1, 2)).toBe('2024');
  });

  it("leaves a frame's centred title and its note out of the table its column rules draw", async () => {
    const framed = { title: 'Staff and sales by region', note: 'Source: regional offices' };
    const { tables } = await tablesIn(await tablePdf(regional, { widths, rules: 'grid', framed }));
    expect(tables).toHaveLength(1);
    const t = tables[0] as Table;
    expect(t).toMatchObject({ rows: 5, columns: 4 });
    expect(t.cells.some((c) => /Staff and sales|Source/.test(c.text))).toBe(false);
    expect(text(t, 0, 0)).toBe('Region');
  });

  it.each(['booktabs', 'none'] as const)(
    'finds the columns of a table ruled %s from the text',
    async (rules) => {
      const { tables } = await tablesIn(await tablePdf(regional, { widths, rules }));
      expect(tables).toHaveLength(1);
      const t = tables[0] as Table;
      expect(t.columns).toBe(4);
      expect(text(t, t.rows - 1, 0)).toBe('Asia Pacific');
      expect(text(t, t.rows - 1, 2)).toBe('820');
      expect(t.cells.find((c) => c.text === 'North America and the Caribbean')).toBeDefined();
      expect(t.cells.find((c) => c.text === 'Sales')?.columnSpan).toBe(2);
      // The paragraphs above and below are not part of it.
      expect(t.cells.some((c) => /survey office|provisional/.test(c.text))).toBe(false);
    },
  );

  it("numbers a Hebrew table's columns from the right and reads its cells in logical order", async () => {
    const rows = [
      ['תיאור', 'כמות', 'סה"כ'],
      ['מסך מחשב', '2', '1,900.00'],
      ['מקלדת אלחוטית', '3', '240.00'],
    ];
    const { tables } = await tablesIn(await hebrewTablePdf(rows, [150, 60, 90]));
    expect(tables).toHaveLength(1);
    const t = tables[0] as Table;
    expect(t).toMatchObject({ rows: 3, columns: 3 });
    expect(text(t, 0, 0)).toBe('תיאור');
    expect(text(t, 2, 0)).toBe('מקלדת אלחוטית');
    expect(text(t, 1, 2)).toBe('1,900.00');
  });

  it('splits a table printed in blocks side by side under the same headings', async () => {
    const rows: TableCellSpec[][] = [
      ['Age', 'People', 'Age', 'People'],
      ['1 year', '3,533', '40 years', '2,468'],
      ['2 years', '3,269', '41 years', '2,375'],
      ['3 years', '3,223', '42 years', '2,325'],
    ];
    const { tables } = await tablesIn(await tablePdf(rows, { widths: [80, 80, 80, 80], rules: 'none' }));
    expect(tables.map((t) => [t.rows, t.columns])).toEqual([
      [4, 2],
      [4, 2],
    ]);
    expect(text(tables[1], 1, 0)).toBe('40 years');
  });
});

describe('figures are not tables', () => {
  it("finds no table in a framed chart's labels: its wedges draw no rules and its labels stand apart", async () => {
    const { tables, rulings } = await tablesIn(await chartPdf());
    // The frame's four sides; the wedges' slanted sides are no rules, nor are their boxes.
    expect(rulings).toBe(4);
    expect(tables).toEqual([]);
  });

  it("finds no table in a chart's bare figures, but one in a row of figures under its years and beside its label", async () => {
    const figures = [
      ['60', '33', '41', '28'],
      ['22', '28', '17', '35'],
      ['40', '11', '12', '19'],
    ];
    const bare = await tablesIn(await tablePdf(figures, { widths: [60, 60, 60, 60], rules: 'none' }));
    expect(bare.tables).toEqual([]);
    const oneRow = [
      ['', '2021', '2022', '2023'],
      ['Trainees placed', '1 250', '1 310', '1 420'],
    ];
    const named = await tablesIn(await tablePdf(oneRow, { widths: [140, 60, 60, 60], rules: 'booktabs' }));
    expect(named.tables).toHaveLength(1);
  });

  it("finds no table in a figure's labels beside a narrow column of running text", async () => {
    const beside = [
      ['Under 15', '8.4', 'the share of people with a'],
      ['15 to 24', '10.2', 'disability rose with each older'],
      ['25 to 44', '11.0', 'age group, as the figure shows,'],
      ['45 to 54', '19.7', 'and most steeply after sixty'],
    ];
    const { tables } = await tablesIn(
      await tablePdf(beside, { widths: [90, 60, 160], rules: 'none', align: 'start' }),
    );
    expect(tables).toEqual([]);
  });

  it("finds no table in a line chart's legend and tick labels, for the slanted lines drawn across them", async () => {
    const { tables } = await tablesIn(await lineChartPdf());
    expect(tables).toEqual([]);
  });
});

describe('tables of scanned pages', () => {
  it('finds the rules printed on a page image and rebuilds the table in pixels from them', async () => {
    const pdf = await tablePdf(regional, { widths, rules: 'grid' });
    const image = await renderPdfPage(pdf, 1, 300);
    const rulings = rulingsOnImage(image);
    const merged = mergeRulings(rulings);
    // Five rows and the table's foot: six horizontal rules; its two sides and three inner ones.
    expect(merged.horizontal).toHaveLength(6);
    expect(merged.vertical.length).toBeGreaterThanOrEqual(5);

    // The page's words as a scan would place them: in pixels at 300 DPI.
    const doc = await openDocument(pdf);
    const pixels = 300 / 72;
    let page: import('@docread/contracts').Page | undefined;
    for await (const source of doc.pages()) if (source.kind === 'text') page = source.page;
    await doc.close();
    const px = (b: { x: number; y: number; w: number; h: number }) => ({
      x: b.x * pixels,
      y: b.y * pixels,
      w: b.w * pixels,
      h: b.h * pixels,
    });
    const scanned = {
      ...(page as import('@docread/contracts').Page),
      unit: 'pixel' as const,
      blocks: (page as import('@docread/contracts').Page).blocks.map((b) => ({
        ...b,
        bbox: px(b.bbox),
        lines: b.lines.map((l) => ({
          ...l,
          bbox: px(l.bbox),
          words: l.words.map((w) => ({ ...w, bbox: px(w.bbox) })),
        })),
      })),
    };
    const tables = findTables(buildRows([scanned]), { 1: rulings }, { 1: 1 / pixels });
    expect(tables).toHaveLength(1);
    const t = tables[0] as Table;
    expect(t).toMatchObject({ rows: 5, columns: 4 });
    expect(text(t, 2, 0)).toBe('North America and the Caribbean');
    expect(t.bbox.w).toBeGreaterThan(500);
  });
});

describe('rulings', () => {
  it('joins the pieces of one rule and keeps rules on other lines apart', () => {
    const merged = mergeRulings([
      { x0: 10, y0: 100, x1: 60, y1: 100 },
      { x0: 60, y0: 100.5, x1: 120, y1: 100.5 },
      { x0: 10, y0: 130, x1: 120, y1: 130 },
      { x0: 10, y0: 100, x1: 10, y1: 130 },
      { x0: 10.4, y0: 100, x1: 10.4, y1: 130 },
    ]);
    expect(merged.horizontal).toHaveLength(2);
    expect(merged.horizontal[0]).toMatchObject({ x0: 10, x1: 120 });
    expect(merged.vertical).toHaveLength(1);
  });
});
