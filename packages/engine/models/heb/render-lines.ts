/**
 * Renders training lines for the Hebrew fine-tune: each text line is drawn right-to-left in one
 * font, size, slant and ink, lines are stacked into page images with a `WordStr` box per line, and
 * each page is degraded as a 300 DPI scan or as a soft, noisy, JPEG-compressed phone photo.
 *
 * Usage: node render-lines.ts TEXT OUT_DIR SEED LINES_PER_PAGE FONT_FILE...
 * With RENDER_LOOK=enlarged (the second, rejected run in README.md) photo pages also get uneven light,
 * darker ink, ±1.2° slope and are enlarged to 300 DPI as the engine's preprocess does.
 * Writes OUT_DIR/pNNNN.png + .box; `tesseract pNNNN.png pNNNN --psm 6 lstm.train` makes the lstmf.
 *
 * Tesseract's LSTM reads pixels left to right, so the transcription it trains on is the line in
 * display order (the Unicode Bidirectional Algorithm's reordering, without mirroring brackets:
 * the network learns the mirrored glyph as the logical character).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import sharp from 'sharp';
import { logicalToVisualOrder } from '../../src/bidi/index.ts';

const [textFile, outDir, seedArg, perPageArg, ...fontFiles] = process.argv.slice(2);
if (!textFile || !outDir || !seedArg || !perPageArg || fontFiles.length === 0) {
  throw new Error('usage: render-lines.ts TEXT OUT_DIR SEED LINES_PER_PAGE FONT_FILE...');
}

/** mulberry32: a small seeded generator, so a recipe run is repeatable. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(Number(seedArg));
const enlarged = process.env.RENDER_LOOK === 'enlarged';
const between = (lo: number, hi: number) => lo + random() * (hi - lo);
const gauss = () => Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());

const families = fontFiles.map((file, i) => {
  const family = `train-font-${i}`;
  if (!GlobalFonts.registerFromPath(file, family)) throw new Error(`cannot load font ${file}`);
  return family;
});

function displayOrder(text: string): string {
  return logicalToVisualOrder(text, true)
    .map((i) => text[i])
    .join('');
}

type Look = { dpi: number; photo: boolean; paper: number };
type Rendered = { data: Buffer; width: number; height: number; truth: string };

function renderLine(text: string, look: Look): Rendered {
  const family = families[Math.floor(random() * families.length)] as string;
  const px = Math.round((between(9, 14) * look.dpi) / 72);
  const probe = createCanvas(10, 10).getContext('2d');
  probe.font = `${px}px ${family}`;
  const width = Math.ceil(probe.measureText(text).width + px * 0.5);
  const height = Math.ceil(px * 1.5);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `rgb(${look.paper},${look.paper},${look.paper})`;
  ctx.fillRect(0, 0, width, height);
  const ink = Math.round(between(0, look.photo ? (enlarged ? 100 : 90) : 50));
  ctx.fillStyle = `rgb(${ink},${ink},${ink})`;
  ctx.font = `${px}px ${family}`;
  ctx.direction = 'rtl';
  ctx.textAlign = 'right';
  ctx.translate(width / 2, height / 2);
  const slant = look.photo && enlarged ? 1.2 : 0.8;
  ctx.rotate((between(-slant, slant) * Math.PI) / 180);
  ctx.fillText(text, width / 2 - px / 4, px * 0.35);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const grey = Buffer.alloc(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4] as number;
  return { data: grey, width, height, truth: displayOrder(text) };
}

async function writePage(lines: string[], index: number): Promise<void> {
  const photo = random() < 0.5;
  // One paper tone per page: a line box lighter than the page around it would print as a frame.
  const look: Look = {
    photo,
    dpi: photo ? Math.round(between(150, 220)) : 300,
    paper: Math.round(between(photo ? 190 : 235, 255)),
  };
  const rendered = lines.filter((l) => l.trim().length > 0).map((l) => renderLine(l, look));
  const gap = Math.round(look.dpi / 10);
  const width = Math.max(...rendered.map((r) => r.width)) + 2 * gap;
  const height = rendered.reduce((s, r) => s + r.height + gap, gap);
  const page = Buffer.alloc(width * height, look.paper);
  const boxes: string[] = [];
  let top = gap;
  for (const r of rendered) {
    const left = width - gap - r.width;
    for (let y = 0; y < r.height; y++)
      r.data.copy(page, (top + y) * width + left, y * r.width, (y + 1) * r.width);
    // Box coordinates count from the bottom-left corner.
    const box = `${left} ${height - top - r.height} ${left + r.width} ${height - top} 0`;
    boxes.push(`WordStr ${box} #${r.truth}`, `\t ${box}`);
    top += r.height + gap;
  }
  const sigma = look.photo ? between(0.5, 1.1) : between(0, 0.6);
  const noise = look.photo ? between(4, 12) : between(0, 5);
  // Uneven light: the paper darkens towards one side of the page.
  const shade = look.photo && enlarged ? between(0, 0.25) : 0;
  const fromLeft = enlarged && random() < 0.5;
  for (let i = 0; i < page.length; i++) {
    const x = (i % width) / width;
    const light = 1 - shade * (fromLeft ? x : 1 - x);
    page[i] = Math.max(0, Math.min(255, (page[i] as number) * light + gauss() * noise));
  }
  let image = sharp(page, { raw: { width, height, channels: 1 } });
  if (sigma >= 0.3) image = image.blur(sigma);
  const name = path.join(outDir as string, `p${String(index).padStart(4, '0')}`);
  // The engine enlarges photos to 300 DPI before reading (src/preprocess); the boxes scale with the page.
  const scale = look.photo && enlarged ? Math.min(2, 300 / look.dpi) : 1;
  const encoded = look.photo
    ? await sharp(await image.jpeg({ quality: Math.round(between(60, 85)) }).toBuffer())
        .resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'lanczos3' })
        .greyscale()
        .png()
        .toBuffer()
    : await image.png().toBuffer();
  const scaled = boxes.map((line) =>
    line.replace(
      /^(WordStr |\t )(\d+) (\d+) (\d+) (\d+)/,
      (_, head: string, ...xy: string[]) =>
        `${head}${xy
          .slice(0, 4)
          .map((v) => Math.round(Number(v) * scale))
          .join(' ')}`,
    ),
  );
  fs.writeFileSync(`${name}.png`, encoded);
  fs.writeFileSync(`${name}.box`, `${scaled.join('\n')}\n`);
}

const all = fs.readFileSync(textFile, 'utf8').split('\n').filter(Boolean);
const perPage = Number(perPageArg);
fs.mkdirSync(outDir, { recursive: true });
for (let start = 0, n = 0; start < all.length; start += perPage, n++)
  await writePage(all.slice(start, start + perPage), n);
