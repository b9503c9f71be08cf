import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, utimesSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What `npm start` does before the server starts: it builds the SDK and the site once, quietly, and on the
 * next start sees the sources unchanged and builds nothing. It used to rebuild on every start, through
 * nested npm runs that repeated the `.npmrc` warning, and the server bundle's build printed ten
 * INEFFECTIVE_DYNAMIC_IMPORT warnings.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const buildIfChanged = () => {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  expect(run.status, run.stderr).toBe(0);
  // Warnings go to stderr: judge both streams.
  const output = `${run.stdout}${run.stderr}`;
  return { output, seconds: (performance.now() - started) / 1000 };
};

describe('npm start', () => {
  it('runs the build step directly, not through nested npm runs', () => {
    const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: { start: string } };
    expect(pkg.scripts.start).toBe('node scripts/build-if-changed.mjs && node apps/server/src/main.ts');
  });

  it('builds once without warnings, then not again while the sources are the same', () => {
    rmSync(`${root}node_modules/.cache/docread-build-inputs`, { force: true });
    const first = buildIfChanged();
    expect(first.output).toContain('prerendered');
    expect(first.output).not.toMatch(/warn|INEFFECTIVE_DYNAMIC_IMPORT/i);
    const second = buildIfChanged();
    expect(second.output.trim()).toBe(
      'The site and the SDK are built from the current sources: not building them again.',
    );
    expect(second.seconds).toBeLessThan(5);
    // A build by other means since (the browser tests' set-up, `npm run build`) may be of other sources.
    utimesSync(`${root}apps/web/dist/index.html`, new Date(), new Date());
    expect(buildIfChanged().output).toContain('prerendered');
  }, 300_000);
});
