// Logical -> display (visual, left-to-right pixel) order with the engine's own bidi module, so the
// training labels are exactly what `visualToLogical` in src/bidi inverts at read time.
// Usage: npx node to_visual.ts in.txt out.txt   (lines are Hebrew-paragraph, i.e. RTL base)
import { readFileSync, writeFileSync } from 'node:fs';
import { logicalToVisual } from '../../src/bidi/order.ts';

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error('Usage: npx node to_visual.ts in.txt out.txt');
const lines = readFileSync(input, 'utf8')
  .split('\n')
  .filter((l) => l.length > 0);
const hasHebrew = /[\u0590-\u05ff]/;
writeFileSync(output, `${lines.map((l) => logicalToVisual(l, hasHebrew.test(l))).join('\n')}\n`);
