import { readFile, writeFile } from 'node:fs/promises';
import { withSettingsTable } from '../src/config/settings-table.ts';

// Writes the settings table into the README from the config schemas (`npm run docs:settings`).
const readme = new URL('../../../README.md', import.meta.url);
await writeFile(readme, withSettingsTable(await readFile(readme, 'utf8')));
