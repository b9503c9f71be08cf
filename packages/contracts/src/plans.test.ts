import { describe, expect, it } from 'vitest';
import { annualSavingPercent, bestAnnualSavingPercent, PLANS } from './plans.ts';

describe('plan catalogue', () => {
  it('computes the annual saving from the prices', () => {
    expect(annualSavingPercent({ monthlyPrice: 29, annualPrice: 290 })).toBe(17);
    expect(annualSavingPercent({ monthlyPrice: 79, annualPrice: 790 })).toBe(17);
    expect(annualSavingPercent({ monthlyPrice: null, annualPrice: null })).toBeNull();
    expect(bestAnnualSavingPercent(PLANS)).toBe(17);
  });
});
