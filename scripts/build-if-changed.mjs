// `npm start` builds the SDK and the web app only when what they are built from changed since the last
// build: every start used to rebuild the site (a minute of a small machine's time, and a screen of output).
// The inputs are hashed by content, so a fresh clone, `npm ci` (which empties node_modules, where the
// fingerprint is kept) or a changed source builds again; the tools run directly, without a nested npm
// (each npm repeats the warning about the `.npmrc` setting for onnxruntime-node's installer).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/sdk/src',
  'packages/sdk/openapi.gen.json',
  'packages/sdk/package.json',
  'packages/sdk/tsconfig.json',
  'packages/sdk/tsconfig.build.json',
  'apps/web',
];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr']);
const OUTPUTS = [
  'packages/sdk/dist/index.js',
  'apps/web/dist/index.html',
  'apps/web/dist/site-manifest.json',
];
const fingerprintFile = path.join(root, 'node_modules/.cache/docread-build-inputs');

function* files(relative) {
  const full = path.join(root, relative);
  if (!statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  for (const entry of readdirSync(full).sort()) {
    // Tests are not part of what is built.
    if (SKIPPED.has(entry) || /\.test\.tsx?$/.test(entry)) continue;
    yield* files(path.join(relative, entry));
  }
}

const hash = createHash('sha256');
// A build under another NODE_ENV bundles another React (development or production).
hash.update(`NODE_ENV=${process.env.NODE_ENV ?? ''}\n`);
for (const input of INPUTS) {
  for (const file of files(input)) hash.update(`${file}\n`).update(readFileSync(path.join(root, file)));
}
// The outputs' times belong to the fingerprint: a build by other means since (`npm run build`, the browser
// tests' set-up) may have been of other sources, so the next start builds again.
const outputsWritten = () =>
  OUTPUTS.map((output) => {
    const file = path.join(root, output);
    return existsSync(file) ? statSync(file).mtimeMs : 'missing';
  }).join(' ');
const inputs = hash.digest('hex');

const recorded = existsSync(fingerprintFile) ? readFileSync(fingerprintFile, 'utf8') : '';
if (recorded === `${inputs} ${outputsWritten()}`) {
  console.log('The site and the SDK are built from the current sources: not building them again.');
} else {
  const run = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  run([path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'packages/sdk/tsconfig.build.json']);
  run(['apps/web/scripts/build.ts']);
  mkdirSync(path.dirname(fingerprintFile), { recursive: true });
  writeFileSync(fingerprintFile, `${inputs} ${outputsWritten()}`);
}
