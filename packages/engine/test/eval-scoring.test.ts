import { describe, expect, it } from 'vitest';
import { scoreLineItems, truthItems } from '../eval/line-items.ts';
import { keyAmount, keyDate } from '../eval/metrics.ts';
import { adjacencyRelations, compareRelations, parseStructureXml } from '../eval/table-adjacency.ts';

describe('evaluation scorer', () => {
  it('takes line-item truth from either shape, amounts from the line total or quantity × price', () => {
    expect(
      truthItems([
        { sectionheader: '--- Tools ---' },
        { name: 'Hammer', qty: 2, price_unit: 5, price_subtotal: 9.5 },
        { line_note: 'delivered in a box' },
        { desc: 'Nails', qty: 3, price: 0.5 },
        { description: 'Glue', quantity: 1, unitPrice: 4, lineTotal: 4 },
      ]),
    ).toEqual([
      { description: 'Hammer', amount: 9.5 },
      { description: 'Nails', amount: 1.5 },
      { description: 'Glue', amount: 4 },
    ]);
    expect(truthItems([{ item: 'A', desc: 'Parts: 1 x cap' }])).toBeNull();
    expect(truthItems(undefined)).toBeNull();
  });

  it('counts an item right when its total is the truth amount and it names the same thing, each once', () => {
    const tally = { truePositive: 0, predicted: 0, expected: 0 };
    const item = (description: string, lineTotal: number) => ({
      description: { value: description },
      lineTotal: { value: lineTotal },
    });
    scoreLineItems(
      tally,
      [item('[H-1] Claw hammer steel', 9.5), item('Claw hammer steel', 9.5), item('Nails', 2)],
      [
        { description: 'Claw hammer', amount: 9.5 },
        { description: 'Nails', amount: 1.5 },
      ],
    );
    expect(tally).toEqual({ truePositive: 1, predicted: 3, expected: 2 });
  });

  it.each([
    ['25/12/2018', '2018-12-25'],
    ['03-02-18', '2018-02-03'],
    ['2018-03-30', '2018-03-30'],
    ['30 MAR 2018', '2018-03-30'],
    ['30MAR18', '2018-03-30'],
    ['Mar 30, 2018', '2018-03-30'],
    ['12/25/2018', '2018-12-25'],
    ['20181225', '2018-12-25'],
    ['no date here', 'no date here'],
  ])('reads the key date %s', (raw, iso) => {
    expect(keyDate(raw)).toBe(iso);
  });

  it.each([
    ['RM7.70', 7.7],
    ['$8.20', 8.2],
    ['1,234.50', 1234.5],
    ['-1.73', -1.73],
    ['12,50', 12.5],
  ])('reads the key amount %s', (raw, value) => {
    expect(keyAmount(raw)).toBeCloseTo(value, 5);
  });

  it('relates each cell to its nearest filled neighbour right and below, across spans', () => {
    const relations = adjacencyRelations([
      { row: 0, col: 0, endRow: 0, endCol: 1, text: 'Head' },
      { row: 1, col: 0, endRow: 1, endCol: 0, text: 'a' },
      { row: 1, col: 1, endRow: 1, endCol: 1, text: '' },
      { row: 1, col: 2, endRow: 1, endCol: 2, text: 'c' },
      { row: 2, col: 1, endRow: 2, endCol: 1, text: 'e' },
    ]);
    expect(relations.sort()).toEqual(['Head↓a', 'Head↓e', 'a→c'].map((r) => r.toLowerCase()).sort());
  });

  it('counts relations found against those expected as multisets', () => {
    expect(compareRelations(['a→b', 'a→b', 'x↓y'], ['a→b', 'x↓z'])).toEqual({
      correct: 1,
      found: 3,
      expected: 2,
    });
  });

  it('reads the ICDAR 2013 structure file with its spans and either quote style', () => {
    const xml = `<document><table id="1"><region id="1" page="2">
      <cell id='1' start-row='0' start-col='0' end-col='1'><bounding-box/><content>A &amp; B</content></cell>
      <cell id="2" start-row="1" start-col="0"><content>x</content></cell>
    </region></table></document>`;
    expect(parseStructureXml(xml)).toEqual([
      {
        page: 2,
        cells: [
          { row: 0, col: 0, endRow: 0, endCol: 1, text: 'A & B' },
          { row: 1, col: 0, endRow: 1, endCol: 0, text: 'x' },
        ],
      },
    ]);
  });
});
