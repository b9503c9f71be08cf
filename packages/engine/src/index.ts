export {
  createEngine,
  ENGINE_NAME,
  ENGINE_VERSION,
  type Engine,
  type EngineOptions,
  type LanguageHint,
  type ProcessOptions,
  type ProgressEvent,
} from './engine.ts';
export { EngineInputError, EngineSetupError, INPUT_ERROR_CODES, type InputErrorCode } from './errors.ts';
export { tableToCsv, toCsv } from './export/csv.ts';
export { toSearchablePdf } from './export/pdf.ts';
export { toXlsx } from './export/xlsx.ts';
export { renderPdfPage } from './input/pdf.ts';
export {
  createEnginePool,
  DEFAULT_POOL_LIMITS,
  EngineLimitError,
  type EnginePool,
  type EnginePoolOptions,
  type LimitCode,
  type PoolStats,
  type TaskLimits,
} from './pool/index.ts';
export {
  applyVendorMemory,
  learnedType,
  learnVendor,
  type RememberedVendor,
} from './vendor-memory/vendor-memory.ts';
