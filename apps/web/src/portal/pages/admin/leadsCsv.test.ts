import { describe, expect, it } from 'vitest';
import { leadsToCsv } from './leadsCsv.ts';

describe('leads CSV', () => {
  it('starts with a UTF-8 BOM, quotes what needs quoting and defuses formulas', () => {
    const csv = leadsToCsv([
      {
        id: 'l1',
        name: 'דנה לוי',
        email: 'dana@example.com',
        company: null,
        message: 'Hello, "world"\nsecond line',
        source: 'contact',
        createdAt: '2026-11-20T08:00:00.000Z',
      },
      {
        id: 'l2',
        name: '=HYPERLINK("x")',
        email: 'x@example.com',
        company: 'X',
        message: 'hi',
        source: 'early_access',
        createdAt: '2026-11-21T08:00:00.000Z',
      },
    ]);
    expect(csv.startsWith('\uFEFFcreatedAt,source,name,email,company,message\r\n')).toBe(true);
    expect(csv).toContain(
      '2026-11-20T08:00:00.000Z,contact,דנה לוי,dana@example.com,,"Hello, ""world""\nsecond line"',
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
