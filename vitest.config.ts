import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/engine',
      'packages/sdk',
      'packages/n8n-nodes-docread',
      'apps/server',
      'apps/web/vite.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
