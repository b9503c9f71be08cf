/**
 * Where a line crop has no ink: per column, whether every pixel is lighter than halfway between the
 * crop's darkest ink and its paper. The recogniser's space weight beside punctuation is unreliable, so a
 * break there is checked against the blank it should leave on the paper.
 */
export function blankColumns(data: Uint8Array, width: number, height: number): Uint8Array {
  let dark = 255;
  let light = 0;
  for (const v of data) {
    if (v < dark) dark = v;
    if (v > light) light = v;
  }
  const threshold = (dark + light) / 2;
  const blank = new Uint8Array(width);
  for (let x = 0; x < width; x++) {
    let empty = 1;
    for (let y = 0; y < height; y++)
      if ((data[y * width + x] as number) < threshold) {
        empty = 0;
        break;
      }
    blank[x] = empty;
  }
  return blank;
}

/** The widest run of blank columns between two x positions of the crop, in pixels. */
export function widestBlankRun(blank: Uint8Array, from: number, to: number): number {
  let widest = 0;
  let run = 0;
  for (let x = Math.max(0, Math.floor(from)); x < Math.min(blank.length, Math.ceil(to)); x++) {
    run = blank[x] ? run + 1 : 0;
    if (run > widest) widest = run;
  }
  return widest;
}
