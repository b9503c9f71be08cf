/**
 * Bidirectional text: PDF text layers and OCR give text in display order (left to right on the
 * page); everything downstream wants logical order. Reordering is the Unicode Bidirectional
 * Algorithm as implemented by bidi-js, never hand rules.
 */
export { cellDirection, hasHebrew, isRtlText, isRtlVisualLine } from './direction.ts';
export {
  embeddingLevels,
  isRtlLevel,
  logicalToVisual,
  logicalToVisualOrder,
  mirrored,
  visualToLogical,
  visualToLogicalOrder,
} from './order.ts';
export { CELL_GAP_EM, orderLineWords, orderWordsLogically } from './words.ts';
