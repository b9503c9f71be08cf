import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { prepareUpload } from './upload.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const TIFF = new Uint8Array([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0]);
const WEBP = new TextEncoder().encode('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ');
const HEIC = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);

describe('prepareUpload', () => {
  it('types and names bare bytes from their content instead of sending "document"', async () => {
    for (const [bytes, name, type] of [
      [PNG, 'document.png', 'image/png'],
      [PDF, 'document.pdf', 'application/pdf'],
      [JPEG, 'document.jpg', 'image/jpeg'],
      [TIFF, 'document.tiff', 'image/tiff'],
      [WEBP, 'document.webp', 'image/webp'],
      [HEIC, 'document.heic', 'image/heic'],
    ] as const) {
      const upload = await prepareUpload(bytes);
      expect(upload.filename).toBe(name);
      expect(upload.blob.type).toBe(type);
      expect(upload.blob.size).toBe(bytes.length);
    }
  });

  it('keeps a given name, adding the detected extension when it has none', async () => {
    expect((await prepareUpload(PDF, { filename: 'invoice-1042.pdf' })).filename).toBe('invoice-1042.pdf');
    expect((await prepareUpload(PDF, { filename: 'invoice 1042' })).filename).toBe('invoice 1042.pdf');
    expect((await prepareUpload(PNG.buffer)).blob.type).toBe('image/png');
  });

  it('reads a file path, a File, a web stream and a Node stream', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sdk-upload-'));
    const file = path.join(dir, 'scan.png');
    await writeFile(file, PNG);
    expect(await prepareUpload(file)).toMatchObject({ filename: 'scan.png', blob: { type: 'image/png' } });

    const asFile = new File([PDF], 'receipt', { type: 'application/octet-stream' });
    const fromFile = await prepareUpload(asFile);
    expect(fromFile.filename).toBe('receipt.pdf');
    expect(fromFile.blob.type).toBe('application/pdf');

    const web = new Blob([JPEG]).stream();
    expect((await prepareUpload(web)).filename).toBe('document.jpg');

    const node = Readable.from([TIFF.subarray(0, 3), TIFF.subarray(3)]);
    const fromNode = await prepareUpload(node);
    expect(fromNode).toMatchObject({
      filename: 'document.tiff',
      blob: { type: 'image/tiff', size: TIFF.length },
    });
  });

  it('lets an explicit content type win and leaves unknown content to the server', async () => {
    expect((await prepareUpload(PNG, { contentType: 'image/x-custom' })).blob.type).toBe('image/x-custom');
    const unknown = await prepareUpload(new Uint8Array([1, 2, 3]));
    expect(unknown).toMatchObject({ filename: 'document', blob: { type: '' } });
  });
});
