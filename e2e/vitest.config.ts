import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the real server serving the real build.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
