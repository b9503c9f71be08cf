import { createRequire } from 'node:module';

type Trim = (pad: number) => number;

/**
 * Hands the C heap's free pages back to the system (glibc `malloc_trim`). The ONNX detector and
 * libvips free hundreds of MB per page in blocks glibc keeps resident below live ones, so a child's
 * memory would otherwise stay at its largest page's high-water mark (docs/decisions/0233-the-c-heap-is-trimmed-between-a-page-s-stages.md).
 * A trim walks the whole heap (2–30 ms here), so it runs between a page's stages only: trimmed after ONNX
 * runs too, the engine spent a fifth more CPU for the same peak (docs/decisions/0356-the-c-heap-is-trimmed-between-stages-only.md).
 * A no-op where there is no glibc (macOS, Windows, musl). Returns whether the heap could be trimmed here.
 */
export function releaseFreedMemory(): boolean {
  trim ??= loadTrim();
  trim?.(0);
  return trim !== null;
}

let trim: Trim | null | undefined;

function loadTrim(): Trim | null {
  if (process.platform !== 'linux') return null;
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
    return koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as Trim;
  } catch {
    return null;
  }
}
