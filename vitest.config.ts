import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});
