import { describe, expect, it } from 'vitest';
import { coresToGrant } from '../src/pool/grant.ts';

describe('cores granted to a document', () => {
  it('gives a document nothing waits behind every core no running task holds', () => {
    expect(coresToGrant(2, 0, 0)).toBe(2);
    expect(coresToGrant(8, 3, 0)).toBe(5);
  });

  it('gives one core to each document while others wait', () => {
    expect(coresToGrant(8, 0, 1)).toBe(1);
  });

  it('gives at least one core when every core is held', () => {
    expect(coresToGrant(2, 2, 0)).toBe(1);
  });
});
