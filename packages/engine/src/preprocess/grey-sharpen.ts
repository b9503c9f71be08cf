/**
 * libvips' unsharp mask (`vips_sharpen`, what sharp's `.sharpen()` calls) for a one-band grey page,
 * byte for byte, without its colour round trip. libvips turns every pixel into LabS (three shorts),
 * blurs L with an integer Gaussian, adds a table of the difference and converts back to grey: on a
 * grey page the first and last steps are functions of one value each, so two tables taken from
 * libvips stand in for them, and the blur and the table are libvips' own integer arithmetic. The
 * photo CER moved by 0.4 pt with pixels one grey level off, so nothing short of identical pixels would
 * do; `grey-sharpen.test.ts` holds the proof against sharp and the derivation of both tables from
 * libvips. Figures: docs/decisions/0281-photo-sharpening-computed-in-javascript-byte-for-b.md.
 */

/** Sharp's `.sharpen()` options; the slopes left out take sharp's defaults, as below. */
export type SharpenOptions = {
  sigma: number;
  m1?: number;
  m2?: number;
  x1?: number;
  y2?: number;
  y3?: number;
};

/**
 * The L of LabS (0–32767) libvips gives each grey level (B_W → sRGB → scRGB → XYZ → Lab → LabS).
 * Grey pixels also get |a| and |b| of at most 1/128, which the way back ignores (the test checks both).
 */
export const GREY_TO_LABS_L = Int16Array.from([
  0, 89, 179, 269, 359, 449, 539, 628, 718, 808, 898, 990, 1088, 1191, 1299, 1413, 1533, 1659, 1790, 1927,
  2070, 2219, 2374, 2536, 2702, 2869, 3035, 3200, 3364, 3528, 3690, 3852, 4013, 4174, 4334, 4493, 4652, 4810,
  4967, 5124, 5280, 5435, 5590, 5745, 5899, 6052, 6205, 6357, 6509, 6660, 6811, 6961, 7111, 7261, 7410, 7558,
  7707, 7854, 8002, 8149, 8295, 8441, 8587, 8732, 8877, 9022, 9166, 9310, 9453, 9597, 9739, 9882, 10024,
  10166, 10307, 10448, 10589, 10730, 10870, 11010, 11150, 11289, 11428, 11567, 11705, 11843, 11981, 12119,
  12256, 12393, 12530, 12667, 12803, 12939, 13075, 13210, 13346, 13481, 13616, 13750, 13884, 14018, 14152,
  14286, 14419, 14552, 14685, 14818, 14951, 15083, 15215, 15347, 15479, 15610, 15741, 15872, 16003, 16134,
  16264, 16394, 16524, 16654, 16784, 16913, 17043, 17172, 17300, 17429, 17558, 17686, 17814, 17942, 18070,
  18198, 18325, 18452, 18580, 18706, 18833, 18960, 19086, 19213, 19339, 19465, 19590, 19716, 19842, 19967,
  20092, 20217, 20342, 20467, 20591, 20716, 20840, 20964, 21088, 21212, 21335, 21459, 21582, 21706, 21829,
  21952, 22075, 22197, 22320, 22442, 22565, 22687, 22809, 22931, 23052, 23174, 23295, 23417, 23538, 23659,
  23780, 23901, 24022, 24142, 24263, 24383, 24503, 24623, 24743, 24863, 24983, 25103, 25222, 25342, 25461,
  25580, 25699, 25818, 25937, 26056, 26174, 26293, 26411, 26529, 26647, 26766, 26883, 27001, 27119, 27237,
  27354, 27472, 27589, 27706, 27823, 27940, 28057, 28174, 28290, 28407, 28523, 28640, 28756, 28872, 28988,
  29104, 29220, 29336, 29452, 29567, 29683, 29798, 29913, 30029, 30144, 30259, 30374, 30489, 30603, 30718,
  30833, 30947, 31061, 31176, 31290, 31404, 31518, 31632, 31746, 31860, 31973, 32087, 32200, 32314, 32427,
  32540, 32653, 32767,
]);

/**
 * The grey level libvips gives LabS (L, 0, 0) (LabS → Lab → XYZ → scRGB → B_W) rises with L, so it is
 * kept as the first L of each level: level k for every L from entry k up to the next entry.
 */
export const LABS_L_GREY_STARTS = Int16Array.from([
  0, 45, 134, 224, 313, 402, 492, 581, 670, 759, 849, 938, 1027, 1117, 1226, 1355, 1484, 1613, 1742, 1871,
  2000, 2128, 2257, 2419, 2612, 2801, 2982, 3155, 3322, 3482, 3636, 3786, 3930, 4070, 4206, 4371, 4561, 4744,
  4921, 5092, 5257, 5418, 5573, 5725, 5872, 6015, 6155, 6292, 6425, 6555, 6683, 6828, 6990, 7148, 7302, 7452,
  7599, 7743, 7883, 8021, 8188, 8385, 8544, 8669, 8791, 8941, 9118, 9261, 9374, 9485, 9622, 9783, 9940, 10094,
  10245, 10393, 10539, 10682, 10822, 10960, 11095, 11229, 11360, 11489, 11617, 11742, 11926, 12107, 12226,
  12342, 12458, 12572, 12684, 12850, 13013, 13120, 13278, 13434, 13536, 13688, 13837, 13935, 14080, 14223,
  14318, 14457, 14641, 14776, 14865, 14997, 15171, 15299, 15384, 15510, 15675, 15838, 15959, 16038, 16156,
  16312, 16465, 16617, 16766, 16877, 16950, 17058, 17202, 17343, 17483, 17621, 17758, 17893, 18026, 18158,
  18288, 18417, 18545, 18671, 18796, 18920, 19042, 19163, 19283, 19402, 19519, 19636, 19751, 19866, 19979,
  20203, 20313, 20423, 20531, 20639, 20745, 20851, 21060, 21164, 21266, 21368, 21569, 21669, 21768, 21866,
  22060, 22156, 22251, 22346, 22533, 22626, 22718, 22900, 22991, 23080, 23258, 23346, 23521, 23607, 23693,
  23864, 23948, 24116, 24199, 24364, 24445, 24526, 24688, 24768, 24926, 25005, 25161, 25315, 25392, 25544,
  25620, 25770, 25844, 25992, 26139, 26211, 26356, 26499, 26570, 26711, 26851, 26921, 27059, 27196, 27264,
  27399, 27534, 27667, 27733, 27864, 27995, 28124, 28253, 28380, 28444, 28570, 28695, 28819, 28942, 29065,
  29186, 29307, 29367, 29486, 29605, 29723, 29840, 29956, 30072, 30186, 30300, 30414, 30526, 30638, 30749,
  30915, 31024, 31133, 31241, 31349, 31456, 31562, 31668, 31825, 31929, 32033, 32136, 32238, 32391, 32492,
  32593, 32693,
]);

const L_MAX = 32767;
/**
 * Rows sharpened between turns of the event loop (about 6 ms of an A4 photo's 0.2 s): a child reading
 * two documents keeps feeding the other one's Tesseract worker meanwhile.
 */
const ROWS_PER_TURN = 128;

/** LabS L → grey level, all 32 768 of them. */
const LABS_L_TO_GREY = (() => {
  const table = new Uint8Array(L_MAX + 1);
  for (let level = 0; level < 256; level++) {
    const end = level === 255 ? L_MAX + 1 : (LABS_L_GREY_STARTS[level + 1] as number);
    table.fill(level, LABS_L_GREY_STARTS[level] as number, end);
  }
  return table;
})();

/** C's `rint` under the default rounding mode: halves go to the even neighbour. */
function rint(x: number): number {
  const floor = Math.floor(x);
  const rest = x - floor;
  if (rest !== 0.5) return rest < 0.5 ? floor : floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** `vips_gaussmat(sigma, 0.1, separable, integer precision)`: one row of taps (they are summed for the scale). */
export function gaussianTaps(sigma: number): Int32Array {
  const sig2 = 2 * sigma * sigma;
  const maxX = Math.min(Math.max(Math.trunc(8 * sigma), 0), 5000);
  let x = 0;
  while (x < maxX && Math.exp(-(x * x) / sig2) >= 0.1) x++;
  const width = 2 * Math.max(x - 1, 0) + 1;
  const taps = new Int32Array(width);
  for (let i = 0; i < width; i++) {
    const offset = i - (width >> 1);
    taps[i] = rint(20 * Math.exp(-(offset * offset) / sig2));
  }
  return taps;
}

/**
 * `vips_sharpen`'s table: the change to L for each difference between L and its blur, read at
 * difference + 32768 although entry i is worked out for a difference of i − 32767 (libvips' own
 * off-by-one, copied so the bytes match).
 */
function sharpenTable(options: SharpenOptions): Int32Array {
  const { m1 = 1, m2 = 2, x1 = 2, y2 = 10, y3 = 20 } = options;
  const table = new Int32Array(65536);
  for (let i = 0; i < 65536; i++) {
    const v = (i - 32767) / 327.67;
    let y: number;
    if (v < -x1) y = (v + x1) * m2 + -x1 * m1;
    else if (v < x1) y = v * m1;
    else y = (v - x1) * m2 + x1 * m1;
    if (y < -y3) y = -y3;
    if (y > y2) y = y2;
    table[i] = rint(y * 327.67);
  }
  return table;
}

/**
 * Sharpens a grey page as `sharp(page).sharpen(options)` does, into a new buffer. The blur is
 * `vips_convsep`: rows first, then columns, each pass rounding (sum + scale/2) / scale and repeating
 * the edge pixels; only as many blurred rows as the taps span are held at once.
 */
export async function sharpenGrey(
  data: Uint8Array,
  width: number,
  height: number,
  options: SharpenOptions,
): Promise<Buffer<ArrayBuffer>> {
  const mask = new RowMask(data, width, height, options);
  for (let y = 0; y < height; y += ROWS_PER_TURN) {
    if (y > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    mask.sharpenRows(y, Math.min(height, y + ROWS_PER_TURN));
  }
  return mask.result;
}

/** The mask's state between turns: the tables, the ring of blurred rows, and the page being written. */
class RowMask {
  readonly result: Buffer<ArrayBuffer>;
  private readonly taps: Int32Array;
  private readonly table: Int32Array;
  private readonly radius: number;
  private readonly scale: number;
  private readonly half: number;
  // Rows blurred across, in a ring as deep as the taps: row r sits in slot r % taps.length.
  private readonly ring: Int32Array[];
  private readonly padded: Int32Array;
  private readonly sum: Int32Array;
  private readonly data: Uint8Array;
  private readonly width: number;
  private readonly height: number;
  private nextRow = 0;

  constructor(data: Uint8Array, width: number, height: number, options: SharpenOptions) {
    this.data = data;
    this.width = width;
    this.height = height;
    this.taps = gaussianTaps(options.sigma);
    this.table = sharpenTable(options);
    this.radius = this.taps.length >> 1;
    this.scale = this.taps.reduce((s, t) => s + t, 0);
    this.half = this.scale >> 1;
    this.ring = Array.from({ length: this.taps.length }, () => new Int32Array(width));
    this.padded = new Int32Array(width + 2 * this.radius);
    this.sum = new Int32Array(width);
    this.result = Buffer.allocUnsafe(width * height);
  }

  sharpenRows(from: number, to: number): void {
    const { data, width, height, taps, table, radius, scale, half, ring, sum, result } = this;
    const centre = taps[radius] as number;
    for (let y = from; y < to; y++) {
      while (this.nextRow <= Math.min(height - 1, y + radius)) this.blurRow(this.nextRow++);
      const rowAt = (k: number) => ring[Math.min(height - 1, Math.max(0, y + k)) % taps.length] as Int32Array;
      const middle = rowAt(0);
      for (let x = 0; x < width; x++) sum[x] = centre * (middle[x] as number) + half;
      for (let k = 1; k <= radius; k++) {
        const t = taps[radius + k] as number;
        const above = rowAt(-k);
        const below = rowAt(k);
        for (let x = 0; x < width; x++)
          sum[x] = (sum[x] as number) + t * ((above[x] as number) + (below[x] as number));
      }
      const base = y * width;
      for (let x = 0; x < width; x++) {
        const l = GREY_TO_LABS_L[data[base + x] as number] as number;
        const blurred = ((sum[x] as number) / scale) | 0;
        let sharpened = l + (table[l - blurred + 32768] as number);
        if (sharpened < 0) sharpened = 0;
        else if (sharpened > L_MAX) sharpened = L_MAX;
        result[base + x] = LABS_L_TO_GREY[sharpened] as number;
      }
    }
  }

  private blurRow(y: number): void {
    const { data, width, taps, radius, scale, half, padded } = this;
    const row = y * width;
    for (let x = 0; x < width; x++) padded[x + radius] = GREY_TO_LABS_L[data[row + x] as number] as number;
    for (let x = 0; x < radius; x++) {
      padded[x] = padded[radius] as number;
      padded[width + radius + x] = padded[width + radius - 1] as number;
    }
    const out = this.ring[y % taps.length] as Int32Array;
    // The taps mirror about the centre, so each weight multiplies the sum of its two pixels.
    const centre = taps[radius] as number;
    for (let x = 0; x < width; x++) out[x] = centre * (padded[x + radius] as number) + half;
    for (let k = 1; k <= radius; k++) {
      const t = taps[radius + k] as number;
      const a = radius - k;
      const b = radius + k;
      for (let x = 0; x < width; x++)
        out[x] = (out[x] as number) + t * ((padded[x + a] as number) + (padded[x + b] as number));
    }
    // The sums are never negative, so truncating is C's integer division.
    for (let x = 0; x < width; x++) out[x] = ((out[x] as number) / scale) | 0;
  }
}
