import sharp from 'sharp';
import type { GreyImage } from '../input/source-page.ts';
import type { OnnxModel } from '../models/onnx-model.ts';
import { onnxRuntime } from '../models/onnxruntime.ts';
import { boxesFromProbabilityMap, type TextBox } from './db-postprocess.ts';

/** ImageNet statistics the PP-OCR detector was trained with (per channel; a grey page repeats one value). */
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;
/** The network downsamples by 32: its input sides are multiples of it. */
const STRIDE = 32;
/** White pixels added around the scaled page. */
const MARGIN = 16;

/**
 * `page`: the image is a part of a page this large (pixels), and is scaled as that page would be, so its
 * print reaches the network at the size a page's does (a logo's letters enlarged to the page's minimum
 * side were too large to be found).
 */
export type LineDetector = {
  detect: (image: GreyImage, page?: { width: number; height: number }) => Promise<TextBox[]>;
};

/**
 * PP-OCR's DB text detector; `session` opens (or returns the already open) ONNX session. The page is scaled so its longer side is at most `maxSide` pixels;
 * boxes come back in the page's own pixels.
 */
export function createLineDetector(
  session: () => Promise<OnnxModel>,
  sides: { min: number; max: number },
): LineDetector {
  // The network runs one page at a time with the engine's other models (`models/onnx-model.ts`): two
  // documents in a pool child detecting at once held two sets of its buffers (~140 MB each).
  const detect = async (
    image: GreyImage,
    page: { width: number; height: number } = image,
  ): Promise<TextBox[]> => {
    const factor = Math.min(
      sides.max / Math.max(page.width, page.height),
      Math.max(1, sides.min / Math.min(page.width, page.height)),
    );
    const scaledWidth = Math.max(1, Math.round(image.width * factor));
    const scaledHeight = Math.max(1, Math.round(image.height * factor));
    const pixels = await sharp(image.data, {
      raw: { width: image.width, height: image.height, channels: 1 },
    })
      .resize(scaledWidth, scaledHeight, { fit: 'fill' })
      .greyscale()
      .raw()
      .toBuffer();
    // Only the inked part of the page goes through the network, at the page's scale: a scan's white
    // margins are half its area, and the network's cost is its input's area.
    const window = inkWindow(inkBounds(pixels, scaledWidth, scaledHeight), scaledWidth, scaledHeight);
    const { width, height } = window;
    const input = networkInput(pixels, scaledWidth, scaledHeight, window);
    const ort = await onnxRuntime();
    const model = await session();
    const output = await model.run({
      [model.inputNames[0] as string]: new ort.Tensor('float32', input, [1, 3, height, width]),
    });
    const map = output[model.outputNames[0] as string]?.data as Float32Array;
    const sx = image.width / scaledWidth;
    const sy = image.height / scaledHeight;
    const dx = window.x - MARGIN;
    const dy = window.y - MARGIN;
    return boxesFromProbabilityMap(map, width, height).flatMap((b) => {
      const x = Math.max(0, Math.round((b.x + dx) * sx));
      const y = Math.max(0, Math.round((b.y + dy) * sy));
      const w = Math.min(image.width, Math.round((b.x + b.w + dx) * sx)) - x;
      const h = Math.min(image.height, Math.round((b.y + b.h + dy) * sy)) - y;
      return w > 0 && h > 0 ? [{ ...b, x, y, w, h }] : [];
    });
  };
  return { detect };
}

/** Darker than this is ink (or anything else the network should see); paper is lighter. */
const INK = 200;
/**
 * Page kept around the ink, in scaled pixels: the network's edge (its zero padding) sits that far from
 * any line. With 16 the lines' boxes moved by a pixel and Hebrew scans' CER went 0.82% → 0.88%; with 72
 * it was 0.78%, as with 136 (docs/decisions/0276-the-detector-s-input-and-its-boxes.md).
 */
const CONTEXT = 72;

type Rect = { x: number; y: number; w: number; h: number };
type Window = { x: number; y: number; width: number; height: number };

/** The rectangle holding every pixel darker than paper; the whole page when it has none. */
export function inkBounds(pixels: Uint8Array, width: number, height: number): Rect {
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if ((pixels[row + x] as number) < INK) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first < 0) continue;
    if (top === height) top = y;
    bottom = y;
    left = Math.min(left, first);
    right = Math.max(right, last);
  }
  if (bottom < 0) return { x: 0, y: 0, w: width, h: height };
  return { x: left, y: top, w: right + 1 - left, h: bottom + 1 - top };
}

/**
 * The part of the whole page's input (the scaled page with a white `MARGIN` around it, its sides
 * rounded up to the network's stride) the network reads: the ink with `CONTEXT` of page around it,
 * on the stride's grid, so every line sits where it sat in the whole page's input (a window off the
 * grid moved boxes by a few pixels and changed their readings).
 */
export function inkWindow(ink: Rect, scaledWidth: number, scaledHeight: number): Window {
  const fullWidth = Math.ceil((scaledWidth + 2 * MARGIN) / STRIDE) * STRIDE;
  const fullHeight = Math.ceil((scaledHeight + 2 * MARGIN) / STRIDE) * STRIDE;
  const x = Math.max(0, Math.floor((ink.x - CONTEXT) / STRIDE) * STRIDE);
  const y = Math.max(0, Math.floor((ink.y - CONTEXT) / STRIDE) * STRIDE);
  return {
    x,
    y,
    width: Math.min(fullWidth, Math.ceil((ink.x + ink.w + 2 * MARGIN + CONTEXT) / STRIDE) * STRIDE) - x,
    height: Math.min(fullHeight, Math.ceil((ink.y + ink.h + 2 * MARGIN + CONTEXT) / STRIDE) * STRIDE) - y,
  };
}

/**
 * The network's input for `window` of the whole page's input, normalised per channel (a grey page
 * repeats one plane); white where the window holds margin rather than page.
 */
function networkInput(pixels: Uint8Array, pageWidth: number, pageHeight: number, window: Window) {
  const { width, height } = window;
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  // The window's columns that hold page pixels.
  const left = Math.max(0, MARGIN - window.x);
  const right = Math.min(width, pageWidth + MARGIN - window.x);
  for (let c = 0; c < 3; c++) {
    const mean = MEAN[c] as number;
    const std = STD[c] as number;
    const offset = c * plane;
    input.fill((1 - mean) / std, offset, offset + plane);
    for (let v = 0; v < height; v++) {
      const y = window.y + v - MARGIN;
      if (y < 0 || y >= pageHeight) continue;
      const from = y * pageWidth + window.x - MARGIN;
      const to = offset + v * width;
      for (let u = left; u < right; u++) input[to + u] = ((pixels[from + u] as number) / 255 - mean) / std;
    }
  }
  return input;
}
