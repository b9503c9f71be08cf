/** Why the pool stopped a task; stable codes for callers, messages for people. */
export const LIMIT_CODES = ['time_limit', 'memory_limit', 'worker_exited', 'pool_closed'] as const;
export type LimitCode = (typeof LIMIT_CODES)[number];

/**
 * A task the pool had to stop: it ran past its time limit or its worker's memory cap (the worker was
 * killed and replaced), its worker died, or the pool was closed. The file may be fine on another machine
 * with higher limits, but retrying it here would only hit the same wall (except `worker_exited`).
 */
export class EngineLimitError extends Error {
  readonly code: LimitCode;
  constructor(code: LimitCode, message: string) {
    super(message);
    this.name = 'EngineLimitError';
    this.code = code;
  }
}
