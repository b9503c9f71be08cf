import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv.ts';

describe('CSV', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+972501234567', "'+972501234567"],
    ['-1+2', "'-1+2"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['-', "'-"],
  ])('defuses %j, which a spreadsheet would run as a formula', (cell, written) => {
    expect(csvCell(cell)).toBe(written);
  });

  it.each(['-12.50', '-3', '42', '0.5', 'דנה לוי', 'a=b', ''])('keeps %j as it is', (cell) => {
    expect(csvCell(cell)).toBe(cell);
  });

  it('quotes cells with a quote mark, comma or line break, after defusing', () => {
    expect(csvCell('Hello, "world"')).toBe('"Hello, ""world"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });

  it('ends every row with CRLF', () => {
    expect(csvText([['a', 'b'], [], ['=1', '-1']])).toBe("a,b\r\n\r\n'=1,-1\r\n");
  });
});
