import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Whether Debian's `tesseract` is installed (the baseline is skipped, and said so, when it is not).
 * Apart from the native readers so that the bench, whose process is measured as the pool's parent,
 * loads none of the engine modules they need (about 5 MB of its RSS).
 */
export async function nativeTesseractAvailable(): Promise<boolean> {
  try {
    await promisify(execFile)('tesseract', ['--version']);
    return true;
  } catch {
    return false;
  }
}
