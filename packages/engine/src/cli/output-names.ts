import path from 'node:path';

/**
 * The file each input's result is written to in `--out`: `<name>.<format>`, as the usage says. Inputs
 * that would share that name (`scan.png` and `scan.jpg`, or `a/scan.png` and `b/scan.png`) keep their
 * extension, and a number after it where even that is shared, so no result overwrites another.
 */
export function outputNames(inputs: readonly string[], format: string): string[] {
  const stem = (input: string) => (input === '-' ? 'stdin' : path.parse(input).name);
  const stems = new Map<string, number>();
  for (const input of inputs) stems.set(stem(input), (stems.get(stem(input)) ?? 0) + 1);
  const taken = new Set<string>();
  return inputs.map((input) => {
    const base = (stems.get(stem(input)) ?? 0) > 1 && input !== '-' ? path.basename(input) : stem(input);
    let name = `${base}.${format}`;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}.${format}`;
    taken.add(name);
    return name;
  });
}
