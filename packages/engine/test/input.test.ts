import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../src/errors.ts';
import { openDocument, sniffFileKind } from '../src/input/index.ts';
import { WORKING_PIXELS } from '../src/input/limits.ts';
import { encryptedPdf, englishPdf, pixelBombPng } from './documents.ts';

async function inputError(
  bytes: Buffer,
  limits?: Parameters<typeof openDocument>[1],
): Promise<EngineInputError> {
  try {
    const doc = await openDocument(bytes, limits);
    for await (const _ of doc.pages()) {
      // reading every page must fail for a broken file
    }
    await doc.close();
  } catch (error) {
    if (error instanceof EngineInputError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('file type sniffing', () => {
  it('reads the type from magic bytes, not the name', () => {
    expect(sniffFileKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFileKind(Buffer.from('II*\0xxxx'))).toBe('tiff');
    expect(sniffFileKind(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
  });
});

describe('images are decoded to grey pages', () => {
  it('WebP, with the EXIF orientation applied', async () => {
    const webp = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#808080' } })
      .webp()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const doc = await openDocument(webp);
    const pages = [];
    for await (const page of doc.pages()) pages.push(page);
    expect(doc.fileKind).toBe('webp');
    expect(pages).toHaveLength(1);
    const [page] = pages;
    // Orientation 6 means "turn 90° clockwise to view": the page comes out 20 wide, 40 high.
    expect(page?.kind === 'image' && [page.image.width, page.image.height]).toEqual([20, 40]);
  });
});

describe('images above the working resolution', () => {
  it('are decoded shrunk to it, upright, at the DPI that keeps their size in inches', async () => {
    const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#f0f0f0' } })
      .jpeg()
      .withMetadata({ density: 600, orientation: 6 })
      .toBuffer();
    const doc = await openDocument(photo);
    const pages = [];
    for await (const page of doc.pages()) pages.push(page);
    const image = pages[0]?.kind === 'image' ? pages[0].image : undefined;
    if (!image) throw new Error('no image page');
    expect(image.width * image.height).toBeLessThanOrEqual(WORKING_PIXELS);
    expect(image.width * image.height).toBeGreaterThan(WORKING_PIXELS * 0.99);
    expect(image.height / image.width).toBeCloseTo(6000 / 4000, 2);
    expect(image.width / image.dpi).toBeCloseTo(4000 / 600, 2);
  });
});

describe('multi-page TIFF', () => {
  it('yields one image page per TIFF page', async () => {
    const page = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const tiff = await sharp([page, page, page], { join: { animated: true } })
      .tiff()
      .toBuffer();
    const doc = await openDocument(tiff);
    const sizes = [];
    for await (const p of doc.pages())
      sizes.push(p.kind === 'image' ? [p.number, p.image.width, p.image.height] : null);
    expect(doc.fileKind).toBe('tiff');
    expect(sizes).toEqual([
      [1, 60, 40],
      [2, 60, 40],
      [3, 60, 40],
    ]);
  });
});

describe('input errors fail fast with a typed code', () => {
  it('empty file', async () => {
    expect((await inputError(Buffer.alloc(0))).code).toBe('empty');
  });

  it('unsupported type', async () => {
    expect((await inputError(Buffer.from('just some text'))).code).toBe('unsupported_type');
  });

  it('corrupt PDF', async () => {
    expect((await inputError(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage'))).code).toBe(
      'corrupt',
    );
  });

  it('truncated PNG', async () => {
    const png = pixelBombPng().subarray(0, 20);
    expect((await inputError(png)).code).toBe('corrupt');
  });

  it('password-protected PDF', async () => {
    const error = await inputError(encryptedPdf());
    expect(error.code).toBe('encrypted');
    expect(error.message).toMatch(/password/);
  });

  it('decompression bomb', async () => {
    expect((await inputError(pixelBombPng())).code).toBe('too_many_pixels');
  });

  it('too many pages', async () => {
    const error = await inputError(await englishPdf(['one page']), { maxPages: 0, maxPixelsPerPage: 1e8 });
    expect(error.code).toBe('too_many_pages');
  });
});

describe('HEIC photos', () => {
  const heic = () => readFile(new URL('./fixtures/invoice-photo.heic', import.meta.url));

  it('are recognised by their HEIF brand and decoded to one grey page', async () => {
    const bytes = await heic();
    expect(sniffFileKind(bytes)).toBe('heic');
    const doc = await openDocument(bytes);
    const pages = [];
    for await (const page of doc.pages()) pages.push(page);
    await doc.close();
    expect(doc.fileKind).toBe('heic');
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page?.kind === 'image' && [page.image.width, page.image.height]).toEqual([600, 300]);
    // Dark text on white: the decoded page is mostly white with some ink.
    const data = page?.kind === 'image' ? page.image.data : Buffer.alloc(0);
    const dark = data.filter((v) => v < 128).length / data.length;
    expect(dark).toBeGreaterThan(0.001);
    expect(dark).toBeLessThan(0.2);
  });

  it('are refused above the pixel cap before they are decoded', async () => {
    const error = await inputError(await heic(), { maxPages: 10, maxPixelsPerPage: 1000 });
    expect(error.code).toBe('too_many_pixels');
  });

  it('that cannot be decoded tell the uploader to send a JPEG instead', async () => {
    const broken = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(16)]);
    const error = await inputError(broken);
    expect(error.code).toBe('corrupt');
    expect(error.message).toMatch(/HEIC photo cannot be read.*JPEG/);
  });
});
