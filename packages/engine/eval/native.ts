import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Line, Page } from '@docread/contracts';
import { orderLineWords } from '../src/bidi/index.ts';
import { union } from '../src/input/pdf-text.ts';
import { isMostlyHebrew, linesToPage } from '../src/ocr/to-page.ts';

const run = promisify(execFile);

/** The language models the installed `tesseract` has ("eng", "heb" …); empty when it is not installed. */
export async function nativeLanguages(): Promise<string[]> {
  try {
    const { stdout } = await run('tesseract', ['--list-langs']);
    return stdout
      .split('\n')
      .slice(1)
      .map((l) => l.trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}

export type NativeResult = { text: string; page: Page; ms: number };

/**
 * Plain `tesseract` with its defaults (PSM 3), one thread as measured fastest
 * (shared/notes/ocr-baseline.md). Its words are also turned into a page so the same extraction
 * can be scored on the baseline's text.
 */
export async function nativeOcr(image: string, langs: string): Promise<NativeResult> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'docread-native-'));
  const base = path.join(dir, 'out');
  const started = performance.now();
  try {
    await run('tesseract', [image, base, '-l', langs, 'txt', 'tsv'], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      maxBuffer: 64 << 20,
    });
    const ms = performance.now() - started;
    const text = await fs.readFile(`${base}.txt`, 'utf8');
    const tsv = await fs.readFile(`${base}.tsv`, 'utf8');
    return { text, page: tsvToPage(tsv), ms };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function tsvToPage(tsv: string): Page {
  const groups = new Map<string, Line['words']>();
  let width = 0;
  let height = 0;
  for (const row of tsv.split('\n').slice(1)) {
    const c = row.split('\t');
    if (c.length < 12) continue;
    const [level, , block, par, line, , left, top, w, h, conf, text] = c;
    if (level === '1') {
      width = Number(w);
      height = Number(h);
    }
    if (level !== '5' || !text?.trim()) continue;
    const key = `${block}.${par}.${line}`;
    const words = groups.get(key) ?? [];
    words.push({
      text: text.replace(/[\u200e\u200f]/g, ''),
      bbox: { x: Number(left), y: Number(top), w: Number(w), h: Number(h) },
      confidence: Math.max(0, Number(conf)) / 100,
    });
    groups.set(key, words);
  }
  const pageRtl = isMostlyHebrew([...groups.values()].flatMap((w) => w.map((x) => x.text)).join(' '));
  const lines: Line[] = [...groups.values()].map((words) => {
    const { words: ordered, rtl } = orderLineWords(words, pageRtl);
    return {
      text: ordered.map((w) => w.text).join(' '),
      bbox: union(words.map((w) => w.bbox)),
      confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
      direction: rtl ? 'rtl' : 'ltr',
      words: ordered,
    };
  });
  return linesToPage(
    lines.sort((a, b) => a.bbox.y - b.bbox.y),
    { number: 1, width, height, rotation: 0, unit: 'pixel' },
  );
}

export async function pdftotext(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 << 20 });
  return stdout;
}
