import os from 'node:os';
import path from 'node:path';

/**
 * The environment of a pool child: the parent's, with glibc's heap set up for a process that frees and
 * reuses hundreds of MB per page (the detector's tensors, libvips' and Node's image buffers).
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread (libuv, libvips, onnxruntime, the OCR worker) its own
 *   arena otherwise, and freed image buffers stay resident in them (docs/decisions/0230-children-run-with-malloc-arena-max-2-no-libvips-ca.md).
 * - `glibc.malloc.hugetlb=1`: the heap asks for transparent huge pages (`madvise`), so memory the child
 *   hands back between stages (`releaseFreedMemory`) comes back in 2 MB faults, not 4 kB ones. On this
 *   virtual machine a 4 kB fault is dear: the detector took 570-740 ms of CPU per A4 page with them
 *   and 160-180 ms without; a scan, a photo and a receipt took 17% less CPU (docs/decisions/0280-pool-children-two-documents-per-child-huge-pages-f.md).
 * - `glibc.malloc.mmap_threshold=16777216`: a block of 16 MB or more (a scan's image, the detector's
 *   largest tensors) gets its own mapping, handed back when freed, instead of a place in the heap, which
 *   such blocks left full of holes between stages: the command line's process tree on 24 mixed pages
 *   peaked at 594–631 MB instead of 629–699 MB for the same CPU; a 4 MB bar gave 540–581 MB for 15–35%
 *   more CPU, each block faulted in afresh (docs/decisions/0361-pool-children-map-blocks-of-16-mb-and-more-on-their-own.md).
 * - `NODE_COMPILE_CACHE`: Node keeps the engine's modules stripped of their types and compiled, in the
 *   folder `module.enableCompileCache()` uses by default (one per machine and Node version, keyed by each
 *   file's content). Without it every child strips ~200 TypeScript modules again at start, in a
 *   WebAssembly transpiler that stays resident: the engine's import held ~27 MB more and took ~0.2 s
 *   longer (docs/decisions/0358-pool-children-and-the-command-line-use-node-s-compile-cache.md). `NODE_DISABLE_COMPILE_CACHE=1` turns it off.
 * A value the caller set for any of them is kept.
 */
export function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    GLIBC_TUNABLES: env.GLIBC_TUNABLES ?? 'glibc.malloc.hugetlb=1:glibc.malloc.mmap_threshold=16777216',
    NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? path.join(os.tmpdir(), 'node-compile-cache'),
  };
}

/**
 * Node's flags for a pool child: its old generation capped at `memoryMb`, and its young generation's
 * semi-spaces at 4 MB. A page's stages allocate fast and briefly, and V8 kept growing the semi-spaces
 * for them (new space 34 → 67 MB after 36 pages, RSS between documents 317 → 369 MB over 72 pages)
 * without giving them back; at 4 MB the child stays at 270–307 MB between documents, peaks 413–458 MB
 * instead of 463–521 MB, and spends the same CPU on mixed pages (~5% more on receipts read alone;
 * docs/decisions/0269-a-pool-child-holds-one-set-of-the-heavy-buffers-at.md).
 */
export function childExecArgv(memoryMb: number): string[] {
  return [`--max-old-space-size=${Math.max(64, Math.floor(memoryMb))}`, '--max-semi-space-size=4'];
}
