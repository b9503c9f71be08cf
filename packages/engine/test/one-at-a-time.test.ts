import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../src/one-at-a-time.ts';

describe('oneAtATime', () => {
  it('starts each task once the one before has settled, failed or not, in call order', async () => {
    const inTurn = oneAtATime();
    const events: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([inTurn(task('a')), inTurn(task('b', true)), inTurn(task('c'))]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
