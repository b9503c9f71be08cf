import { z } from 'zod';
import { parseRetrySchedule } from '../features/webhooks/retry-schedule.ts';
import { type OutboundAllowlist, parseAllowlist } from '../outbound/address-policy.ts';

const durations = z
  .string()
  .trim()
  .regex(/^\d+(ms|s|m|h)(\s*,\s*\d+(ms|s|m|h))*$/, { message: 'must be durations like 5s,5m,2h' })
  .transform((v) => parseRetrySchedule(v));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The processing pipeline's settings (jobs, workers, outbound requests, /v3 limits). */
const pipelineEnvSchema = z.object({
  /** `all` serves HTTP and runs workers; `web` only serves; `worker` only works (what `npm run worker` sets). */
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  WORKER_CONCURRENCY: positiveInt(1),
  /** OCR threads of the engine in each engine worker process (default 1). */
  OCR_WORKERS: z.coerce.number().int().positive().optional(),
  /** Engine worker processes (documents, page images, exports); default one per core. */
  ENGINE_WORKERS: z.coerce.number().int().positive().optional(),
  /** Resident memory one engine worker may reach while it works; above it the worker is killed. */
  ENGINE_MEMORY_MB: positiveInt(1024),
  /** Pixels of one decoded page: larger images are refused, larger PDF pages drawn at a lower DPI. */
  ENGINE_MAX_PIXELS: positiveInt(50_000_000),
  JOB_TIME_LIMIT_SECONDS: positiveInt(300),
  JOB_LEASE_SECONDS: positiveInt(30),
  JOB_MAX_ATTEMPTS: positiveInt(3),
  /** Waits before the 2nd, 3rd … attempt of a failed document. */
  JOB_RETRY_DELAYS: durations.optional(),
  JOB_POLL_MS: positiveInt(1000),
  OUTBOUND_ALLOWLIST: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      try {
        parseAllowlist(v);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message });
      }
    }),
  FILE_URL_TIMEOUT_SECONDS: positiveInt(30),
  WEBHOOK_RETRY_SCHEDULE: durations.optional(),
  /** Short: a receiver that hangs holds one of its endpoint's few delivery slots only this long. */
  WEBHOOK_TIMEOUT_SECONDS: positiveInt(10),
  /** How long `POST /v3/process` waits for the result before answering 202 with the jobId. */
  SYNC_WAIT_SECONDS: positiveInt(60),
  /** Requests per API key per minute. */
  API_RATE_LIMIT_PER_MINUTE: positiveInt(60),
});

export interface PipelineConfig {
  readonly role: 'all' | 'web' | 'worker';
  readonly workerConcurrency: number;
  readonly ocrWorkers: number | null;
  readonly engineWorkers: number | null;
  readonly engineMemoryMb: number;
  readonly engineMaxPixels: number;
  readonly jobTimeLimitMs: number;
  readonly jobLeaseMs: number;
  readonly jobMaxAttempts: number;
  readonly jobRetryDelaysMs: readonly number[];
  readonly jobPollMs: number;
  readonly outboundAllowlist: OutboundAllowlist;
  readonly fileUrlTimeoutMs: number;
  readonly webhookRetryDelaysMs: readonly number[] | null;
  readonly webhookTimeoutMs: number;
  readonly syncWaitMs: number;
  readonly apiRateLimitPerMinute: number;
}

/** `invalid` builds the caller's configuration error, so a bad pipeline setting stops start-up like any other. */
export function loadPipelineConfig(
  env: Record<string, string | undefined>,
  invalid: (setting: string, message: string) => Error,
): PipelineConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = pipelineEnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(String(issue.path[0] ?? 'environment'), issue.message);
  }
  const s = parsed.data;
  return Object.freeze({
    role: s.ROLE,
    workerConcurrency: s.WORKER_CONCURRENCY,
    ocrWorkers: s.OCR_WORKERS ?? null,
    engineWorkers: s.ENGINE_WORKERS ?? null,
    engineMemoryMb: s.ENGINE_MEMORY_MB,
    engineMaxPixels: s.ENGINE_MAX_PIXELS,
    jobTimeLimitMs: s.JOB_TIME_LIMIT_SECONDS * 1000,
    jobLeaseMs: s.JOB_LEASE_SECONDS * 1000,
    jobMaxAttempts: s.JOB_MAX_ATTEMPTS,
    jobRetryDelaysMs: s.JOB_RETRY_DELAYS ?? [10_000, 60_000],
    jobPollMs: s.JOB_POLL_MS,
    outboundAllowlist: parseAllowlist(s.OUTBOUND_ALLOWLIST),
    fileUrlTimeoutMs: s.FILE_URL_TIMEOUT_SECONDS * 1000,
    webhookRetryDelaysMs: s.WEBHOOK_RETRY_SCHEDULE ?? null,
    webhookTimeoutMs: s.WEBHOOK_TIMEOUT_SECONDS * 1000,
    syncWaitMs: s.SYNC_WAIT_SECONDS * 1000,
    apiRateLimitPerMinute: s.API_RATE_LIMIT_PER_MINUTE,
  });
}
