// `npm run check` refuses a lockfile entry without an integrity hash: every package npm ci installs must be
// the exact bytes that were locked, and no script may add entries by hand.
import { readFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const missing = Object.entries(lock.packages)
  .filter(([path, meta]) => path.startsWith('node_modules/') && !meta.link && !meta.integrity)
  .map(([path]) => path);
if (missing.length > 0) {
  console.error(`package-lock.json entries without an integrity hash:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `package-lock.json: ${Object.keys(lock.packages).length - 1} entries, each with its integrity hash`,
);
