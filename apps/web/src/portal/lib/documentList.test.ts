import { describe, expect, it } from 'vitest';
import { listItems } from './documentList.ts';

describe('document list answers', () => {
  it('reads the plain array and the paginated page alike', () => {
    const row = { id: 'd1' };
    expect(listItems([row])).toEqual([row]);
    expect(listItems({ items: [row], nextCursor: null })).toEqual([row]);
    expect(listItems({ unexpected: true })).toEqual([]);
    expect(listItems(null)).toEqual([]);
  });
});
