import type { DocumentResult, Field } from '@docread/contracts';
import { describe, expect, it } from 'vitest';
import { fieldsAwaitingReview, reviewOrder } from './fieldValues.ts';

const field = (confidence: number): Field => ({ value: 'x', text: 'x', confidence, page: 1, bbox: null });

const result = (fields: Record<string, Field>, reviewReasons: string[] = []) =>
  ({ fields, reviewReasons }) as unknown as DocumentResult;

describe('review order', () => {
  it('puts low-confidence and flagged fields first, keeping the engine order otherwise', () => {
    const view = {
      corrections: {},
      result: result({ a: field(0.99), b: field(0.2), c: field(0.99), d: field(0.95) }, ['d']),
    };
    expect(fieldsAwaitingReview(view)).toEqual(['b', 'd']);
    expect(reviewOrder(view)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('counts a corrected or accepted field as reviewed', () => {
    const view = {
      corrections: { b: { value: 'y', correctedAt: '2026-11-25T10:00:00.000Z' } },
      result: result({ a: field(0.99), b: field(0.2) }),
    };
    expect(fieldsAwaitingReview(view)).toEqual([]);
    expect(reviewOrder(view)).toEqual(['a', 'b']);
  });
});
