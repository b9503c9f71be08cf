import { describe, expect, it } from 'vitest';
import { storedName } from './stored-name.ts';

describe('stored file names (issue 30, item 7)', () => {
  it('keeps short names as sanitised and shortens long ones, extension kept', () => {
    expect(storedName('חשבונית 12.pdf')).toBe('________12.pdf');
    const long = storedName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(100);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(storedName(`x.${'b'.repeat(300)}`)).toHaveLength(100);
  });
});
