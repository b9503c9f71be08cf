import type { Line } from '@docread/contracts';
import { describe, expect, it } from 'vitest';
import { dropUndetectedNoise } from '../src/recognise/undetected-noise.ts';

const line = (text: string, y: number, confidence: number): Line => ({
  text,
  bbox: { x: 100, y, w: 300, h: 20 },
  confidence,
  direction: 'rtl',
  words: [{ text, bbox: { x: 100, y, w: 300, h: 20 }, confidence }],
});
const box = (y: number) => ({ x: 110, y: y + 2, w: 280, h: 18, score: 0.9 });

describe('dropUndetectedNoise', () => {
  const text = line('סה"כ לתשלום 137.39', 100, 0.92);
  const faint = line('תודה שקניתם אצלנו', 140, 0.42);
  const grain = line('יבב :ןש ו ₪ וב Fog Rr', 800, 0.13);

  it('drops a doubtful line the detector does not see, keeps the rest', () => {
    expect(dropUndetectedNoise([text, faint, grain], [box(100), box(140)])).toEqual([text, faint]);
  });

  it('keeps a confident line even where the detector saw nothing', () => {
    expect(dropUndetectedNoise([text], [box(400)])).toEqual([text]);
  });

  it('keeps everything when no lines were detected', () => {
    expect(dropUndetectedNoise([text, grain], [])).toEqual([text, grain]);
  });
});
