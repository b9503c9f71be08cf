/**
 * The line readers on their own: each receipt's transcribed lines (box/*.csv) cut from its image and read
 * by this repository's Latin line model (decoded with its character language model, and greedily without
 * it), by PP-OCR's recogniser, by the two in cascade (the engine's
 * `latinReader: 'cascade'`: PP-OCR reads the model's doubtful lines) and by native `tesseract --psm 7`, with
 * the character error rate (case folded: the transcripts are upper case) and the CPU each spends a line.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { TextBox } from '../src/detect/db-postprocess.ts';
import type { GreyImage } from '../src/input/source-page.ts';
import { createFastModels } from '../src/models/sessions.ts';
import type { LineRecogniser } from '../src/recognise/ctc-recogniser.ts';
import { readLatinLines } from '../src/recognise/latin-cascade.ts';
import { add, charErrors, type ErrorCount, rate, ZERO } from './metrics.ts';

const run = promisify(execFile);

export type LineReaderScore = { lines: number; cer: number; cpuMsPerLine: number };

type Tally = { errors: ErrorCount; cpuMs: number; lines: number };

const fold = (s: string) => s.toUpperCase().replace(/\s+/g, ' ').trim();

function boxesOf(csv: string): { box: TextBox; text: string }[] {
  return csv
    .split(/\r?\n/)
    .map((l) => l.split(','))
    .filter((p) => p.length >= 9)
    .map((p) => {
      const n = p.slice(0, 8).map(Number);
      const xs = [n[0], n[2], n[4], n[6]] as number[];
      const ys = [n[1], n[3], n[5], n[7]] as number[];
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      return {
        box: { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y, score: 1 },
        text: p.slice(8).join(',').trim(),
      };
    })
    .filter((l) => l.text && l.box.w > 0 && l.box.h > 3);
}

/** CPU this process's waited-for children have used, in ms (/proc/self/stat, clock ticks of 10 ms). */
async function childrenCpuMs(): Promise<number> {
  const fields = (await fs.readFile('/proc/self/stat', 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

async function readWith(
  reader: Pick<LineRecogniser, 'recognise'>,
  image: GreyImage,
  lines: { box: TextBox; text: string }[],
  t: Tally,
) {
  const before = process.cpuUsage();
  const read = await reader.recognise(
    image,
    lines.map((l) => l.box),
  );
  const used = process.cpuUsage(before);
  t.cpuMs += (used.user + used.system) / 1000;
  read.forEach((r, i) => {
    t.errors = add(t.errors, charErrors(fold(r.text), fold(lines[i]?.text ?? '')));
  });
  t.lines += lines.length;
}

/** Every line alone through one `tesseract` process (a list of crops), with a little more white around it. */
async function readWithTesseract(file: string, lines: { box: TextBox; text: string }[], t: Tally) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'docread-lines-'));
  try {
    const crops = await Promise.all(
      lines.map(async ({ box }, i) => {
        const crop = path.join(dir, `${i}.png`);
        const pad = Math.round(box.h / 8);
        await sharp(file)
          .greyscale()
          .extract({ left: box.x, top: box.y, width: box.w, height: box.h })
          .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#ffffff' })
          .png()
          .toFile(crop);
        return crop;
      }),
    );
    await fs.writeFile(path.join(dir, 'list.txt'), `${crops.join('\n')}\n`);
    const before = await childrenCpuMs();
    const { stdout } = await run(
      'tesseract',
      [path.join(dir, 'list.txt'), 'stdout', '--psm', '7', '-l', 'eng'],
      {
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        maxBuffer: 64 << 20,
      },
    );
    t.cpuMs += (await childrenCpuMs()) - before;
    const pages = stdout.split('\f');
    lines.forEach((l, i) => {
      t.errors = add(t.errors, charErrors(fold(pages[i] ?? ''), fold(l.text)));
    });
    t.lines += lines.length;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const summary = (t: Tally): LineReaderScore => ({
  lines: t.lines,
  cer: rate(t.errors),
  cpuMsPerLine: Math.round((t.cpuMs / Math.max(1, t.lines)) * 100) / 100,
});

/** Scores the readers on the receipts `ids` of a SROIE-shaped folder (img/, box/). */
export async function scoreLineReaders(
  dir: string,
  ids: string[],
  native: boolean,
): Promise<
  Record<'latinModel' | 'latinGreedy' | 'paddle' | 'cascade' | 'tesseract', LineReaderScore | null>
> {
  const models = createFastModels(1);
  const tallies = {
    latinModel: { errors: ZERO, cpuMs: 0, lines: 0 },
    latinGreedy: { errors: ZERO, cpuMs: 0, lines: 0 },
    paddle: { errors: ZERO, cpuMs: 0, lines: 0 },
    cascade: { errors: ZERO, cpuMs: 0, lines: 0 },
    tesseract: { errors: ZERO, cpuMs: 0, lines: 0 },
  };
  try {
    for (const id of ids) {
      const file = path.join(dir, 'img', `${id}.jpg`);
      const lines = boxesOf(await fs.readFile(path.join(dir, 'box', `${id}.csv`), 'latin1'));
      const { data, info } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true });
      const image: GreyImage = { data, width: info.width, height: info.height, dpi: 300 };
      // The transcribed boxes hug the ink; the detector's leave a margin, which both models were made for.
      const inside = lines
        .map(({ box, text }) => {
          const pad = Math.round(box.h * 0.15);
          const x = Math.max(0, box.x - pad);
          const y = Math.max(0, box.y - pad);
          const w = Math.min(info.width, box.x + box.w + pad) - x;
          const h = Math.min(info.height, box.y + box.h + pad) - y;
          return { box: { ...box, x, y, w, h }, text };
        })
        .filter((l) => l.box.w > 0 && l.box.h > 3);
      // One warm-up line each, so a model's loading is not counted as reading.
      if (id === ids[0]) {
        await models.latin.recognise(
          image,
          inside.slice(0, 1).map((l) => l.box),
        );
        await models.latinGreedy.recognise(
          image,
          inside.slice(0, 1).map((l) => l.box),
        );
        await models.recogniser.recognise(
          image,
          inside.slice(0, 1).map((l) => l.box),
        );
      }
      await readWith(models.latin, image, inside, tallies.latinModel);
      await readWith(models.latinGreedy, image, inside, tallies.latinGreedy);
      await readWith(models.recogniser, image, inside, tallies.paddle);
      const cascade = {
        recognise: async (img: GreyImage, boxes: readonly TextBox[]) =>
          (await readLatinLines(models.latin, models.recogniser, img, boxes, [])).lines,
      };
      await readWith(cascade, image, inside, tallies.cascade);
      if (native) await readWithTesseract(file, inside, tallies.tesseract);
    }
  } finally {
    await models.close();
  }
  return {
    latinModel: summary(tallies.latinModel),
    latinGreedy: summary(tallies.latinGreedy),
    paddle: summary(tallies.paddle),
    cascade: summary(tallies.cascade),
    tesseract: native ? summary(tallies.tesseract) : null,
  };
}
