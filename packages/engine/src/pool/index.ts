/**
 * The light entry for a process that hands engine work to the pool (`@docread/engine/pool`): it loads
 * the pool, the errors its tasks fail with and the CSV writer (plain text from a result), not the
 * engine itself, which only the pool's children load.
 */
export { EngineInputError, INPUT_ERROR_CODES, type InputErrorCode } from '../errors.ts';
export { tableToCsv, toCsv } from '../export/csv.ts';
export type { SheetSpec } from '../export/sheet-xlsx.ts';
export { EngineLimitError, LIMIT_CODES, type LimitCode } from './errors.ts';
export {
  createEnginePool,
  DEFAULT_POOL_LIMITS,
  type EnginePool,
  type EnginePoolOptions,
  type PoolStats,
  type TaskLimits,
} from './pool.ts';
