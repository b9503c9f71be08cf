import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds the web once per run so every browser test loads what `npm start` would serve. */
export default function setup(): void {
  const webDir = fileURLToPath(new URL('..', import.meta.url));
  execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'inherit' });
}
