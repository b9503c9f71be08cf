// The npm registry reachable from our machines mirrors only some platform builds of packages that ship
// native binaries (e.g. no darwin or win32 builds of @napi-rs/canvas 1.1). `npm install` then leaves those
// optional dependencies out of package-lock.json, and `npm ci` refuses the lockfile as out of sync.
// This adds each missing optional platform package with its os/cpu/libc, so `npm ci` skips it on
// every other platform. Run after any `npm install` that changes the lockfile: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const suffix = name.slice(name.lastIndexOf('/') + 1);
  const parts = suffix.split('-');
  const os = parts.find((p) =>
    ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'sunos', 'aix'].includes(p),
  );
  const cpu = parts.find((p) =>
    ['arm64', 'x64', 'arm', 'ia32', 'riscv64', 's390x', 'ppc64', 'loong64'].includes(p),
  );
  if (!os || !cpu) return null;
  const platform = { os: [os], cpu: [cpu] };
  if (parts.includes('musl')) platform.libc = ['musl'];
  else if (os === 'linux' && parts.some((p) => p.startsWith('gnu'))) platform.libc = ['glibc'];
  return platform;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  if (!path.startsWith('node_modules/') || !meta.optionalDependencies) continue;
  const base = path.slice(0, path.lastIndexOf('node_modules/'));
  for (const [dep, version] of Object.entries(meta.optionalDependencies)) {
    const own = `${path}/node_modules/${dep}`;
    const hoisted = `${base}node_modules/${dep}`;
    if (packages[own] || packages[hoisted] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    packages[hoisted] = {
      version: version.replace(/^[\^~]/, ''),
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}

if (added > 0) {
  // npm orders entries by path with an English locale compare; keep its order so diffs stay small.
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`complete-lockfile: added ${added} platform entries`);
