import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createEnginePool } from '../src/pool/index.ts';

const TILL = [
  'CORNER GROCERY LTD',
  '12 HARBOUR ROAD',
  'RECEIPT NO 004187',
  'DATE 14/03/2024 18:42',
  'MILK 1L            13.80',
  'BREAD WHOLEMEAL    11.50',
  'COFFEE 250G        32.00',
  'SUBTOTAL           57.30',
  'TOTAL              57.30',
  'THANK YOU',
];

/**
 * A till receipt's lines in `px`-high monospace print on `paper`, set on a canvas of the full size.
 * Only the receipt is drawn by librsvg; the canvas around it is filled, which keeps rendering a
 * 35- or 48-megapixel page to about a second.
 */
async function bigPhotoOfReceipt(options: {
  width: number;
  height: number;
  px: number;
  surround: string;
  paper: string;
}): Promise<Buffer> {
  const { px } = options;
  const receiptWidth = Math.round(px * 16);
  const receiptHeight = Math.round(px * 1.6 * (TILL.length + 2));
  const text = TILL.map(
    (line, i) =>
      `<text x="${px}" y="${Math.round(px * 1.6 * (i + 1.5))}" font-family="DejaVu Sans Mono" font-size="${px}">${line}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${receiptWidth}" height="${receiptHeight}"><rect width="100%" height="100%" fill="${options.paper}"/>${text}</svg>`;
  const receipt = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp({
    create: { width: options.width, height: options.height, channels: 3, background: options.surround },
  })
    .composite([
      {
        input: receipt,
        left: Math.round((options.width - receiptWidth) / 2),
        top: Math.round(options.height / 8),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

// The server's defaults (ENGINE_MEMORY_MB, ENGINE_MAX_PIXELS in apps/server/src/config/pipeline-config.ts).
const pool = createEnginePool({ size: 1, memoryMb: 1024, maxPixelsPerPage: 50_000_000 });
afterAll(() => pool.close());

// Both JPEGs carry the 72 DPI every JPEG writer puts in by default, as the customers' 600-DPI scans did:
// taken at its word, the page would be enlarged to 300 DPI, four times its own pixels.
describe('images far above the working resolution are read within the memory cap', () => {
  it('a 600-DPI scan of an A4 receipt (4961×7016)', async () => {
    // 10-point print at 600 DPI is 83 pixels high.
    const scan = await bigPhotoOfReceipt({
      width: 4961,
      height: 7016,
      px: 83,
      surround: '#ffffff',
      paper: '#ffffff',
    });
    const result = await pool.process(scan);
    expect(result.text).toContain('CORNER GROCERY');
    expect(result.text).toMatch(/TOTAL\s+57\.30/);
  });

  it('a 48-megapixel photo of a receipt on a table (8000×6000)', async () => {
    const photo = await bigPhotoOfReceipt({
      width: 8000,
      height: 6000,
      px: 110,
      surround: '#6b5a48',
      paper: '#f2efe8',
    });
    const result = await pool.process(photo);
    expect(result.text).toContain('CORNER GROCERY');
    expect(result.text).toMatch(/TOTAL\s+57\.30/);
  });
});
