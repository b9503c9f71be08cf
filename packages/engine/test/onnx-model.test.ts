import type { InferenceSession } from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { inTurn } from '../src/models/onnx-model.ts';
import { oneAtATime } from '../src/one-at-a-time.ts';

/** A session whose runs take a while and record when they start and end. */
function slowSession(name: string, events: string[], fail = false) {
  return {
    inputNames: [`${name}-in`],
    outputNames: [`${name}-out`],
    run: async () => {
      events.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 10));
      events.push(`${name} end`);
      if (fail) throw new Error(`${name} failed`);
      return { [`${name}-out`]: name };
    },
  } as unknown as InferenceSession;
}

describe('ONNX models run in turn', () => {
  it('runs one model at a time across the models sharing the turns, in call order', async () => {
    const events: string[] = [];
    const turns = oneAtATime();
    const detector = inTurn(slowSession('detector', events), turns);
    const lines = inTurn(slowSession('lines', events), turns);
    const outputs = await Promise.all([detector.run({}), lines.run({}), detector.run({})]);
    expect(outputs).toEqual([
      { 'detector-out': 'detector' },
      { 'lines-out': 'lines' },
      { 'detector-out': 'detector' },
    ]);
    expect(events).toEqual([
      'detector start',
      'detector end',
      'lines start',
      'lines end',
      'detector start',
      'detector end',
    ]);
    expect(detector.inputNames).toEqual(['detector-in']);
    expect(lines.outputNames).toEqual(['lines-out']);
  });

  it('passes a failed run on to its caller and goes on with the next', async () => {
    const events: string[] = [];
    const turns = oneAtATime();
    const broken = inTurn(slowSession('broken', events, true), turns);
    const lines = inTurn(slowSession('lines', events), turns);
    const [failed, read] = await Promise.allSettled([broken.run({}), lines.run({})]);
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('broken failed') });
    expect(read).toMatchObject({ status: 'fulfilled', value: { 'lines-out': 'lines' } });
    expect(events).toEqual(['broken start', 'broken end', 'lines start', 'lines end']);
  });
});
