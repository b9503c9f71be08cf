import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Builds the web once per run so every browser test loads what `npm start` would serve: a production
 * build, whatever NODE_ENV the test runner set (Vite keeps an inherited one, and would bundle React's
 * development build under `test`).
 */
export default function setup(): void {
  const webDir = fileURLToPath(new URL('../apps/web/', import.meta.url));
  execFileSync('npm', ['run', 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
