import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { EngineSetupError } from '../errors.ts';

export type OcrLanguage = 'eng' | 'heb' | 'osd';
const LANGUAGES: readonly OcrLanguage[] = ['eng', 'heb', 'osd'];
const VARIANT = '4.0.0_best_int';
const require = createRequire(import.meta.url);

/**
 * Which Hebrew recogniser to load: `finetuned` is this repository's model (models/heb, trained
 * from tessdata_best's Hebrew network, see its README); `stock` is the npm data package's.
 * `DOCREAD_HEB_MODEL=stock` switches back, for A/B measurements.
 */
export type HebrewModel = 'stock' | 'finetuned';
export const FINETUNED_HEBREW = path.resolve(import.meta.dirname, '../../models/heb/heb.traineddata.gz');

export function hebrewModel(env: NodeJS.ProcessEnv = process.env): HebrewModel {
  const wanted = env.DOCREAD_HEB_MODEL;
  if (wanted !== undefined && wanted !== 'stock' && wanted !== 'finetuned') {
    throw new EngineSetupError(`DOCREAD_HEB_MODEL must be "stock" or "finetuned", not "${wanted}".`);
  }
  return wanted ?? 'finetuned';
}

/** Where a language's gzip model file lives: an npm data package, or this repository for Hebrew. */
export function languageSource(lang: OcrLanguage, model: HebrewModel = hebrewModel()): string {
  if (lang === 'heb' && model === 'finetuned') return FINETUNED_HEBREW;
  try {
    return path.join(
      path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)),
      VARIANT,
      `${lang}.traineddata.gz`,
    );
  } catch (error) {
    throw new EngineSetupError(`The package @tesseract.js-data/${lang} is not installed.`, { cause: error });
  }
}

/** This installation's own folder of links, one per Hebrew model choice (ignored by git). */
export const INSTALLATION_LANG_ROOT = path.resolve(import.meta.dirname, '../../.tessdata');

let privateDir: string | undefined;

/**
 * tesseract.js reads every language from one directory, and each model lives elsewhere (npm
 * packages, this repository), so the directory holds links to them. It is the installation's own
 * `.tessdata/<model>` folder: every process of the installation shares it and none leaves a copy
 * behind (engine children are ended with SIGKILL, so a folder per process outlived every run). Only
 * whoever may change the installation's code may write there, so nobody else can plant a model; a
 * shared folder under the system temp directory could be. Where the installation is read-only, a
 * private `mkdtemp` folder (mode 0700) is used instead and removed when the process exits. Nothing is
 * ever downloaded.
 */
export function prepareLangPath(
  dir?: string,
  model: HebrewModel = hebrewModel(),
  root: string = INSTALLATION_LANG_ROOT,
): string {
  if (dir) return fill(dir, model);
  try {
    return fill(path.join(root, model), model);
  } catch (error) {
    if (error instanceof EngineSetupError) throw error;
    return fill(ownDirectory(), model);
  }
}

function fill(target: string, model: HebrewModel): string {
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  for (const lang of LANGUAGES) {
    const source = languageSource(lang, model);
    if (!fs.existsSync(source)) throw new EngineSetupError(`Language data missing: ${source}`);
    const link = path.join(target, `${lang}.traineddata.gz`);
    if (!pointsAt(link, source)) placeAtomically(source, link);
  }
  return target;
}

function pointsAt(link: string, source: string): boolean {
  try {
    return fs.readlinkSync(link) === source;
  } catch {
    return false;
  }
}

function ownDirectory(): string {
  if (privateDir) return privateDir;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docread-tessdata-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  privateDir = dir;
  return dir;
}

/** Link (or copy, where links are not allowed) then rename, so a reader never sees a half-made file. */
function placeAtomically(source: string, target: string): void {
  const temp = `${target}.${process.pid}.tmp`;
  fs.rmSync(temp, { force: true });
  try {
    fs.symlinkSync(source, temp);
  } catch {
    fs.copyFileSync(source, temp);
  }
  fs.renameSync(temp, target);
}
