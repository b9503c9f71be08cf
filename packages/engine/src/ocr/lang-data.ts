import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { EngineSetupError } from '../errors.ts';

export type OcrLanguage = 'eng' | 'heb' | 'osd';
const VARIANT = '4.0.0_best_int';
const require = createRequire(import.meta.url);

/**
 * tesseract.js reads every language from one directory, and each npm data package ships its own,
 * so the gzip files are copied once into a shared directory. Nothing is ever downloaded.
 */
export function prepareLangPath(dir = path.join(os.tmpdir(), `docread-tessdata-${VARIANT}`)): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const lang of ['eng', 'heb', 'osd'] as const) {
    const file = `${lang}.traineddata.gz`;
    let source: string;
    try {
      source = path.join(
        path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)),
        VARIANT,
        file,
      );
    } catch (error) {
      throw new EngineSetupError(`The package @tesseract.js-data/${lang} is not installed.`, {
        cause: error,
      });
    }
    if (!fs.existsSync(source)) throw new EngineSetupError(`Language data missing: ${source}`);
    const target = path.join(dir, file);
    const size = fs.statSync(source).size;
    if (!fs.existsSync(target) || fs.statSync(target).size !== size) {
      // Copy then rename, so a concurrent process never reads a half-written file.
      const temp = `${target}.${process.pid}.tmp`;
      fs.copyFileSync(source, temp);
      fs.renameSync(temp, target);
    }
  }
  return dir;
}
