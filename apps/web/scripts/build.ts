/**
 * The web app's production build: the client bundle, the server bundle the prerendering renders with, then
 * the prerendered pages (`prerender.ts`). Through Vite's API rather than its command line, so `npm start`
 * can run it without a nested npm (each npm repeats the warnings of the project's `.npmrc`).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
await build({ root });
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr' } });
await import('./prerender.ts');
