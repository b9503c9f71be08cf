import { describe, expect, it } from 'vitest';
import { outputNames } from './output-names.ts';

describe('the names of the command line results', () => {
  it('is the input name with the format when no other input shares it', () => {
    expect(outputNames(['scans/a.png', 'b.pdf', '-'], 'json')).toEqual(['a.json', 'b.json', 'stdin.json']);
  });

  it('keeps the extension of inputs that would share a name, and numbers what is still shared', () => {
    expect(outputNames(['x/scan.png', 'x/scan.jpg', 'y/scan.png', 'note.pdf'], 'csv')).toEqual([
      'scan.png.csv',
      'scan.jpg.csv',
      'scan.png-2.csv',
      'note.csv',
    ]);
  });
});
