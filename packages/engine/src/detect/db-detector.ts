import type { InferenceSession } from 'onnxruntime-node';
import sharp from 'sharp';
import type { GreyImage } from '../input/source-page.ts';
import { boxesFromProbabilityMap, type TextBox } from './db-postprocess.ts';

/** ImageNet statistics the PP-OCR detector was trained with (per channel; a grey page repeats one value). */
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;
/** The network downsamples by 32: its input sides are multiples of it. */
const STRIDE = 32;

export type LineDetector = { detect: (image: GreyImage) => Promise<TextBox[]> };

/**
 * PP-OCR's DB text detector; `session` opens (or returns the already open) ONNX session. The page is scaled so its longer side is at most `maxSide` pixels;
 * boxes come back in the page's own pixels.
 */
export function createLineDetector(
  session: () => Promise<InferenceSession>,
  sides: { min: number; max: number },
): LineDetector {
  return {
    detect: async (image) => {
      const factor = Math.min(
        sides.max / Math.max(image.width, image.height),
        Math.max(1, sides.min / Math.min(image.width, image.height)),
      );
      const width = Math.max(STRIDE, Math.round((image.width * factor) / STRIDE) * STRIDE);
      const height = Math.max(STRIDE, Math.round((image.height * factor) / STRIDE) * STRIDE);
      const pixels = await sharp(image.data, {
        raw: { width: image.width, height: image.height, channels: 1 },
      })
        .resize(width, height, { fit: 'fill' })
        .greyscale()
        .raw()
        .toBuffer();
      const plane = width * height;
      const input = new Float32Array(3 * plane);
      for (let c = 0; c < 3; c++) {
        const mean = MEAN[c] as number;
        const std = STD[c] as number;
        const offset = c * plane;
        for (let i = 0; i < plane; i++) input[offset + i] = ((pixels[i] as number) / 255 - mean) / std;
      }
      const ort = await import('onnxruntime-node');
      const model = await session();
      const output = await model.run({
        [model.inputNames[0] as string]: new ort.Tensor('float32', input, [1, 3, height, width]),
      });
      const map = output[model.outputNames[0] as string]?.data as Float32Array;
      const sx = image.width / width;
      const sy = image.height / height;
      return boxesFromProbabilityMap(map, width, height).map((b) => ({
        x: Math.round(b.x * sx),
        y: Math.round(b.y * sy),
        w: Math.round(b.w * sx),
        h: Math.round(b.h * sy),
        score: b.score,
      }));
    },
  };
}
