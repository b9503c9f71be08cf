import type { InferenceSession } from 'onnxruntime-node';
import { describe, expect, it, vi } from 'vitest';
import { releaseEvery } from '../src/memory/release.ts';
import { inTurn } from '../src/models/onnx-model.ts';
import { oneAtATime } from '../src/one-at-a-time.ts';

const ignore = () => {};

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
    const detector = inTurn(slowSession('detector', events), turns, ignore);
    const lines = inTurn(slowSession('lines', events), turns, ignore);
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
    const broken = inTurn(slowSession('broken', events, true), turns, ignore);
    const lines = inTurn(slowSession('lines', events), turns, ignore);
    const [failed, read] = await Promise.allSettled([broken.run({}), lines.run({})]);
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('broken failed') });
    expect(read).toMatchObject({ status: 'fulfilled', value: { 'lines-out': 'lines' } });
    expect(events).toEqual(['broken start', 'broken end', 'lines start', 'lines end']);
  });

  it('counts the input of every run as freed, failed or not', async () => {
    const turns = oneAtATime();
    const freed = vi.fn();
    const model = inTurn(slowSession('model', []), turns, freed);
    const broken = inTurn(slowSession('broken', [], true), turns, freed);
    const feeds = { x: { data: new Float32Array(1000) } } as unknown as InferenceSession.FeedsType;
    await model.run(feeds);
    await expect(broken.run(feeds)).rejects.toThrow('broken failed');
    expect(freed.mock.calls).toEqual([[4000], [4000]]);
  });
});

describe('releaseEvery', () => {
  it('hands the heap back once the bytes freed since the last time reach its bar', () => {
    const release = vi.fn(() => true);
    const freed = releaseEvery(100, release);
    freed(60);
    expect(release).not.toHaveBeenCalled();
    freed(40);
    expect(release).toHaveBeenCalledTimes(1);
    freed(99);
    expect(release).toHaveBeenCalledTimes(1);
    freed(500);
    expect(release).toHaveBeenCalledTimes(2);
  });
});
