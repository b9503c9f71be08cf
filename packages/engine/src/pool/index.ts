export { EngineLimitError, LIMIT_CODES, type LimitCode } from './errors.ts';
export {
  createEnginePool,
  DEFAULT_POOL_LIMITS,
  type EnginePool,
  type EnginePoolOptions,
  type PoolStats,
  type TaskLimits,
} from './pool.ts';
