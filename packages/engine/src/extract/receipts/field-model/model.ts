/**
 * The trained receipt field model (models/receipt-fields/receipt-fields.json, made by train.py there):
 * per key field, gradient-boosted trees that score each candidate, and a logistic calibration that turns
 * the winner's score, its lead over the runner-up, its rows' OCR confidence, whether the rules chose it too
 * and how many candidates there were into the probability that the field is right, fitted on
 * cross-validation folds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { KEY_FIELDS, type KeyField } from './features.ts';

const MODEL_FILE = path.resolve(import.meta.dirname, '../../../../models/receipt-fields/receipt-fields.json');

const Tree = z.object({
  feature: z.array(z.number().int()),
  threshold: z.array(z.number()),
  left: z.array(z.number().int()),
  right: z.array(z.number().int()),
  value: z.array(z.number()),
});
const FieldModel = z.object({
  features: z.number().int().positive(),
  init: z.number(),
  rate: z.number(),
  trees: z.array(Tree),
  calibration: z.object({ coef: z.array(z.number()).length(7), intercept: z.number() }),
});
const ModelFile = z.object({
  fields: z.object(
    Object.fromEntries(KEY_FIELDS.map((f) => [f, FieldModel])) as Record<KeyField, typeof FieldModel>,
  ),
  /** Below this calibrated confidence a key field sends the receipt to review. */
  reviewThreshold: z.number().min(0).max(1),
});
type ModelFile = z.infer<typeof ModelFile>;
type FieldModel = z.infer<typeof FieldModel>;

let loaded: ModelFile | null = null;
export function receiptFieldModel(): ModelFile {
  loaded ??= ModelFile.parse(JSON.parse(fs.readFileSync(MODEL_FILE, 'utf8')));
  return loaded;
}

function leaf(tree: z.infer<typeof Tree>, x: readonly number[]): number {
  let node = 0;
  while ((tree.left[node] ?? -1) !== -1) {
    const f = tree.feature[node] as number;
    node = ((x[f] ?? 0) <= (tree.threshold[node] as number) ? tree.left[node] : tree.right[node]) as number;
  }
  return tree.value[node] as number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The probability the trees give that this candidate holds the field. */
export function candidateScore(model: FieldModel, x: readonly number[]): number {
  if (x.length !== model.features)
    throw new Error(`Field model expects ${model.features} features, got ${x.length}`);
  return sigmoid(model.trees.reduce((s, tree) => s + model.rate * leaf(tree, x), model.init));
}

export interface Evidence {
  best: number;
  runnerUp: number;
  ocrConfidence: number;
  wordConfidence: number;
  agreesWithRules: boolean;
  candidates: number;
  /**
   * The mean log probability of its rows' characters under the Latin line model's character language
   * model: a misread name or a span run into other text reads as unlike receipt text.
   */
  likelihood: number;
}

/** The probability that the chosen candidate is the field's right value (train.py's `calib_x`, in order). */
export function calibrated(model: FieldModel, e: Evidence): number {
  const { coef, intercept } = model.calibration;
  const p = Math.min(Math.max(e.best, 1e-6), 1 - 1e-6);
  const inputs = [
    Math.log(p / (1 - p)),
    e.best - e.runnerUp,
    e.ocrConfidence,
    e.wordConfidence,
    e.agreesWithRules ? 1 : 0,
    Math.log1p(e.candidates),
    e.likelihood,
  ];
  return sigmoid(inputs.reduce((s, v, i) => s + v * (coef[i] as number), intercept));
}
