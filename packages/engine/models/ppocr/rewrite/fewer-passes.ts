import { fuseHardSwish } from './hard-swish.ts';
import { graphNodes } from './onnx-graph.ts';
import { foldTrailingBiases } from './trailing-bias.ts';

/**
 * A PP-OCR model rewritten so onnxruntime makes fewer passes over each tensor: the written-out
 * activations fused (`fuseHardSwish`), then the biases left before convolutions folded in or kept in
 * the blocked layout (`foldTrailingBiases`). The same function up to float rounding. A model without
 * the pattern comes back as it was; one the reader cannot parse throws, so the build stops.
 */
export function withFewerPasses(model: Uint8Array): Uint8Array {
  const graph = graphNodes(model);
  const swish = fuseHardSwish(graph.nodes);
  const biases = foldTrailingBiases(swish.nodes);
  return swish.folded || biases.folded || biases.converted ? graph.withNodes(biases.nodes) : model;
}
