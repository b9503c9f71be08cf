import { describe, expect, it } from 'vitest';
import type { HeaderVocabulary } from '../../src/extract/locales/index.ts';
import { mendPostcode } from '../../src/extract/receipts/postcode.ts';

/** An invented market whose regions each have their own postcodes. */
const V: HeaderVocabulary = {
  words: new Set(),
  short: new Set(),
  pairs: new Set(),
  joiners: new Set(),
  postcodeDigits: new Set([5]),
  postcodeRegions: [
    { pattern: /\bRIVER\s+STATE\b/g, ranges: [[50000, 50999]] },
    { pattern: /\bHILL\s+COUNTY\b/g, ranges: [[71000, 71999]] },
    {
      pattern: /\bLAKE\b/g,
      ranges: [
        [30000, 39999],
        [56000, 56999],
      ],
    },
  ],
};

describe('mendPostcode', () => {
  it('keeps a postcode its region is given', () => {
    expect(mendPostcode('12 Oak Road, 50410 River State', V)).toBe('12 Oak Road, 50410 River State');
  });

  it('mends the one misread digit that puts the postcode in its region', () => {
    expect(mendPostcode('12 Oak Road, 90410 River State', V)).toBe('12 Oak Road, 50410 River State');
    expect(mendPostcode('7 Elm Lane, 71850 Greenfield, Hill County', V)).toBe(
      '7 Elm Lane, 71850 Greenfield, Hill County',
    );
    expect(mendPostcode('7 Elm Lane, 77850 Greenfield, Hill County', V)).toBe(
      '7 Elm Lane, 71850 Greenfield, Hill County',
    );
  });

  it('puts back a dropped digit when one reading fits', () => {
    expect(mendPostcode('12 Oak Road, 0410, RIVER STATE.', V)).toBe('12 Oak Road, 50410, RIVER STATE.');
  });

  it('leaves a postcode that several readings could mend, or no region checks', () => {
    // A 3 and a 5 both look like the 8, and Lake gives 36000 and 56000.
    expect(mendPostcode('1 Pier Way, 86000 Lake', V)).toBe('1 Pier Way, 86000 Lake');
    expect(mendPostcode('12 Oak Road, 90410 Elsewhere', V)).toBe('12 Oak Road, 90410 Elsewhere');
  });

  it('reads only the number printed just before the region', () => {
    expect(mendPostcode('Unit 9041, Oak Road, Mill Park, Upper Town, River State', V)).toBe(
      'Unit 9041, Oak Road, Mill Park, Upper Town, River State',
    );
  });
});
