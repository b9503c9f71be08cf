import type { InferenceSession } from 'onnxruntime-node';
import sharp from 'sharp';
import type { GreyImage } from '../input/source-page.ts';
import { boxesFromProbabilityMap, type TextBox } from './db-postprocess.ts';

/** ImageNet statistics the PP-OCR detector was trained with (per channel; a grey page repeats one value). */
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;
/** The network downsamples by 32: its input sides are multiples of it. */
const STRIDE = 32;
/** White pixels added around the scaled page. */
const MARGIN = 16;

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
      const scaledWidth = Math.max(1, Math.round(image.width * factor));
      const scaledHeight = Math.max(1, Math.round(image.height * factor));
      // A white margin: text touching the edge of a tight crop is otherwise missed or cut.
      const width = Math.ceil((scaledWidth + 2 * MARGIN) / STRIDE) * STRIDE;
      const height = Math.ceil((scaledHeight + 2 * MARGIN) / STRIDE) * STRIDE;
      const pixels = await sharp(image.data, {
        raw: { width: image.width, height: image.height, channels: 1 },
      })
        .resize(scaledWidth, scaledHeight, { fit: 'fill' })
        .extend({
          top: MARGIN,
          left: MARGIN,
          bottom: height - scaledHeight - MARGIN,
          right: width - scaledWidth - MARGIN,
          background: '#ffffff',
        })
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
      const sx = image.width / scaledWidth;
      const sy = image.height / scaledHeight;
      return boxesFromProbabilityMap(map, width, height).flatMap((b) => {
        const x = Math.max(0, Math.round((b.x - MARGIN) * sx));
        const y = Math.max(0, Math.round((b.y - MARGIN) * sy));
        const w = Math.min(image.width, Math.round((b.x + b.w - MARGIN) * sx)) - x;
        const h = Math.min(image.height, Math.round((b.y + b.h - MARGIN) * sy)) - y;
        return w > 0 && h > 0 ? [{ x, y, w, h, score: b.score }] : [];
      });
    },
  };
}
