import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { phonePhoto, renderPage } from '../../test/documents.ts';
import {
  GREY_TO_LABS_L,
  gaussianTaps,
  LABS_L_GREY_STARTS,
  type SharpenOptions,
  sharpenGrey,
} from './grey-sharpen.ts';
import { PHOTO_SHARPEN } from './index.ts';

type Grey = { data: Buffer; width: number; height: number };

const raw = (image: Grey) => ({ raw: { width: image.width, height: image.height, channels: 1 as const } });

/** What the preprocess did before this module: libvips' own mask, through sharp. */
async function libvipsSharpen(image: Grey, options: SharpenOptions): Promise<Buffer> {
  return sharp(image.data, raw(image)).sharpen(options).greyscale().raw().toBuffer();
}

/** The number of bytes that differ from libvips' result (0 is the only good answer). */
async function differingBytes(image: Grey, options: SharpenOptions = PHOTO_SHARPEN): Promise<number> {
  const expected = await libvipsSharpen(image, options);
  const actual = await sharpenGrey(image.data, image.width, image.height, options);
  expect(actual.length).toBe(expected.length);
  let differing = 0;
  for (let i = 0; i < expected.length; i++) if (actual[i] !== expected[i]) differing++;
  return differing;
}

/** A decoded page enlarged with lanczos3 the way `preprocess` enlarges a low-resolution photo. */
async function enlarged(bytes: Buffer, factor: number): Promise<Grey> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes)
    .greyscale()
    .resize(Math.round(width * factor), Math.round(height * factor), { kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A repeatable sequence of numbers in [0, 1). */
function randomSequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Hard edges at every contrast, both extremes, flat runs, noise, and rows and columns one pixel wide. */
function hardPage(width: number, height: number): Grey {
  const data = Buffer.alloc(width * height);
  const random = randomSequence(7);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const band = Math.floor((y * 6) / height);
      let v: number;
      if (band === 0) v = (x >> 2) % 2 === 0 ? 0 : 255;
      else if (band === 1) v = ((x + y) & 1) === 0 ? 0 : 255;
      else if (band === 2) v = x % 256;
      else if (band === 3) v = Math.floor(random() * 256);
      else if (band === 4) v = x % 9 === 0 || y % 7 === 0 ? 0 : 255;
      else v = x < width / 2 ? (x * 37) % 256 : 255 - (y % 256);
      data[y * width + x] = v;
    }
  }
  return { data, width, height };
}

/** Black, white and anything between, at random: every pixel of a tiny page is an edge pixel. */
function noisePage(width: number, height: number, seed: number): Grey {
  const random = randomSequence(seed);
  const levels = [0, 255, 0, 255, -1];
  const data = Buffer.from(
    Array.from({ length: width * height }, () => {
      const level = levels[Math.floor(random() * levels.length)] as number;
      return level < 0 ? Math.floor(random() * 256) : level;
    }),
  );
  return { data, width, height };
}

/**
 * A page as a phone shoots it: tinted uneven light, sensor noise, a soft lens and JPEG. Made here rather than
 * taken from the evaluation sets, which live outside the repository (a fresh clone has none).
 */
async function phoneShot(page: Buffer, seed: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(page).metadata();
  const random = randomSequence(seed);
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(random() * 40);
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><radialGradient id="l" cx="30%" cy="20%" r="90%">' +
      '<stop offset="0" stop-color="#fff6e0"/><stop offset="1" stop-color="#6b6358"/></radialGradient></defs>' +
      '<rect width="100%" height="100%" fill="url(#l)"/></svg>',
  );
  const lit = await sharp(page)
    .flatten({ background: '#ffffff' })
    .composite([{ input: light, blend: 'multiply' }])
    .toBuffer();
  return sharp(lit)
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'add' }])
    .blur(0.9)
    .jpeg({ quality: 60 })
    .toBuffer();
}

describe('sharpenGrey gives libvips sharpen byte for byte', () => {
  it('on hard edges, both extremes and noise', async () => {
    expect(await differingBytes(hardPage(301, 240))).toBe(0);
  });

  it('lets other work run between its rows (a page taller than one turn of rows)', async () => {
    const page = hardPage(40, 600);
    let done = false;
    const sharpening = sharpenGrey(page.data, page.width, page.height, PHOTO_SHARPEN).then((result) => {
      done = true;
      return result;
    });
    const doneWhenOtherWorkRan = await new Promise<boolean>((resolve) => setImmediate(() => resolve(done)));
    expect(doneWhenOtherWorkRan).toBe(false);
    expect((await sharpening).equals(await libvipsSharpen(page, PHOTO_SHARPEN))).toBe(true);
  });

  it('at the page edges of tiny pages (edge pixels repeated, each pass rounded)', async () => {
    for (const [width, height] of [
      [1, 1],
      [2, 3],
      [5, 1],
      [1, 6],
      [7, 4],
    ] as const) {
      for (let seed = 1; seed <= 5; seed++)
        expect(await differingBytes(noisePage(width, height, seed))).toBe(0);
    }
  });

  it('for other sigmas and slopes (its Gaussian and table are libvips’ own, not only the photo setting)', async () => {
    const page = hardPage(160, 120);
    expect(gaussianTaps(1)).toEqual(Int32Array.from([3, 12, 20, 12, 3]));
    for (const options of [
      { sigma: 0.5 },
      { sigma: 2.3 },
      { sigma: 1, m1: 0, m2: 3, x1: 1.5, y2: 15, y3: 15 },
    ]) {
      expect(await differingBytes(page, options)).toBe(0);
    }
  });

  it('on an enlarged blurred, noisy photo of a Hebrew page', async () => {
    const page = await renderPage([{ text: 'חשבונית מס 2,853.24 ₪' }, { text: 'שם הלקוח: ישראל ישראלי' }], {
      rtl: true,
      font: 'David CLM',
    });
    expect(await differingBytes(await enlarged(await phonePhoto(page, 180), 1.7))).toBe(0);
  });

  it('on enlarged phone shots of a Hebrew receipt, a Hebrew text page and an English receipt', async () => {
    const hebrewReceipt = await renderPage(
      [
        { text: 'סופר השכונה בע"מ' },
        { text: 'חלב 3% 1 ליטר 6.90' },
        { text: 'לחם אחיד 8.50' },
        { text: 'סה"כ לתשלום 15.40' },
      ],
      { rtl: true, font: 'David CLM', width: 900 },
    );
    const hebrewText = await renderPage(
      [{ text: 'הסכם שכירות בין המשכיר לבין השוכר' }, { text: 'תקופת השכירות תחל ביום 1.3.2026' }],
      { rtl: true, width: 1100, size: 28 },
    );
    const englishReceipt = await renderPage(
      [{ text: 'CORNER MART SDN BHD' }, { text: 'MILK 1L      6.90' }, { text: 'TOTAL       15.40' }],
      { width: 800 },
    );
    for (const [page, seed, factor] of [
      [hebrewReceipt, 1, 1.5],
      [hebrewText, 2, 2],
      [englishReceipt, 3, 2],
    ] as const) {
      expect(await differingBytes(await enlarged(await phoneShot(page, seed), factor))).toBe(0);
    }
  });
});

/** libvips' LabS (L, a, b) of every grey level, from a 256-level ramp. */
async function labsOfGreys(): Promise<Int16Array> {
  const ramp = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  const labs = await sharp(ramp, { raw: { width: 256, height: 1, channels: 1 } })
    .toColourspace('labs')
    .raw({ depth: 'short' })
    .toBuffer();
  return new Int16Array(labs.buffer, labs.byteOffset, labs.length / 2);
}

/** libvips' grey level for LabS (L, a, b) at every L, 0–32767. */
async function greyOfLabs(a: number, b: number): Promise<Buffer> {
  // A LabS image can only be handed to libvips as a file in its own format (64-byte header, then pixels).
  const dir = await mkdtemp(path.join(tmpdir(), 'docread-labs-'));
  try {
    const width = 32768;
    const header = Buffer.alloc(64);
    header.writeUInt32BE(0xb6a6f208, 0); // magic: pixels little-endian
    header.writeInt32LE(width, 4);
    header.writeInt32LE(1, 8); // height
    header.writeInt32LE(3, 12); // bands
    header.writeInt32LE(16, 16); // bits per band
    header.writeInt32LE(3, 20); // VIPS_FORMAT_SHORT
    header.writeInt32LE(21, 28); // VIPS_INTERPRETATION_LABS
    header.writeFloatLE(1, 32); // resolution
    header.writeFloatLE(1, 36);
    const pixels = new Int16Array(width * 3);
    for (let l = 0; l < width; l++) pixels.set([l, a, b], l * 3);
    const file = path.join(dir, 'labs.v');
    await writeFile(file, Buffer.concat([header, Buffer.from(pixels.buffer)]));
    return await sharp(file).toColourspace('b-w').raw().toBuffer();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the colour tables are libvips’ own', () => {
  it('grey → LabS: the L of every grey level', async () => {
    const labs = await labsOfGreys();
    expect(Array.from({ length: 256 }, (_, grey) => labs[grey * 3])).toEqual(Array.from(GREY_TO_LABS_L));
  });

  it('LabS → grey: every L, with each a and b that a grey pixel carries', async () => {
    const labs = await labsOfGreys();
    const pairs = new Set<string>();
    for (let grey = 0; grey < 256; grey++) pairs.add(`${labs[grey * 3 + 1]},${labs[grey * 3 + 2]}`);
    // The sharpen keeps a and b of the pixel, so the way back is asked with each pair libvips made.
    expect(pairs.size).toBeGreaterThan(1);
    const expected = Buffer.alloc(32768);
    for (let level = 0; level < 256; level++) expected.fill(level, LABS_L_GREY_STARTS[level]);
    for (const pair of pairs) {
      const [a, b] = pair.split(',').map(Number) as [number, number];
      expect((await greyOfLabs(a, b)).equals(expected)).toBe(true);
    }
  });
});
