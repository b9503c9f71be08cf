import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { markdownContent } from './build/markdown-plugin.ts';

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/** What every page loads before it hydrates, apart from the entry (see `chunkGroups`). */
const START_EXCLUDED = /[\\/](node_modules[\\/]zod|packages[\\/]contracts)[\\/]/;
/** The contracts' modules the start needs; the others bring zod, which only forms and the portal load. */
const START_CONTRACTS = /packages[\\/]contracts[\\/]src[\\/](constants|validation-messages)\.ts$/;
/** The building blocks of the marketing pages, home included. */
const PAGE_PARTS =
  /src[\\/](marketing[\\/]components[\\/](CtaBand|IconCard|LinkButton|PageHero|Section)|components[\\/]ui[\\/]card)\.tsx$/;

/**
 * Left to itself the bundler gives each set of modules shared by a different set of pages its own chunk:
 * the home page loaded 40 files, most under 0.5 KB, each compressed on its own. The entry's static
 * imports are one chunk instead (the entry itself, so no top-level await in it), and the marketing pages'
 * common parts another.
 */
const chunkGroups = [
  {
    name: 'start',
    tags: ['$initial' as const],
    test: (id: string) => !START_EXCLUDED.test(id) || START_CONTRACTS.test(id),
    // The entry's graph reaches the contracts' barrel and so zod; what else the start needs is in it already.
    includeDependenciesRecursively: false,
  },
  { name: 'page-parts', test: PAGE_PARTS },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [markdownContent(), react(), tailwindcss()],
  server: { proxy: { '/api': api, '/v3': api } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // A lazy page's imports are fetched when its chunk arrives, not announced ahead by `<link
    // rel="modulepreload">` tags: Vite's helper added one per import to the head before the page could
    // hydrate, and a trace of the pricing page showed those insertions as a 30 ms task (4× slower on the
    // mobile preset's phone). Prerendered pages are readable before any of it loads.
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? // The prerendering bundle holds every catalogue on purpose (it renders both languages at once), so the
        // language files the client loads on demand are statically imported there too: not a lost split.
        { checks: { ineffectiveDynamicImport: false } }
      : { output: { codeSplitting: { groups: chunkGroups } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
