import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withSettingsTable } from '../src/config/settings-table.ts';

describe('settings table', () => {
  it("is the README's, as the config schemas describe it (run `npm run docs:settings` after changing one)", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toBe(withSettingsTable(readme));
  });
});
