import { defineConfig } from 'vitest/config';

export default defineConfig({
  // OCR takes seconds per page; the e2e file shares one worker pool across its tests.
  test: {
    name: 'engine',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
