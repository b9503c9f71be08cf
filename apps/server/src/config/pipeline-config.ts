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
export const pipelineEnvSchema = z.object({
  ROLE: z.enum(['all', 'web', 'worker']).default('all').meta({
    description:
      '`all` serves HTTP and processes documents in the same process; `web` only serves; `worker` only processes (what `npm run worker` sets).',
  }),
  WORKER_CONCURRENCY: positiveInt(1).meta({ description: 'Documents one process works on at once.' }),
  ENGINE_WORKERS: z.coerce.number().int().positive().optional().meta({
    description: 'Engine worker processes (documents, page images, exports), in every role.',
    defaultText: 'one per core',
  }),
  ENGINE_MEMORY_MB: positiveInt(1024).meta({
    description:
      'Resident memory one engine worker may reach; above it the worker is killed and its task fails.',
  }),
  ENGINE_MAX_PIXELS: positiveInt(50_000_000).meta({
    description: 'Pixels of one page: larger images are refused, larger PDF pages drawn smaller.',
  }),
  JOB_TIME_LIMIT_SECONDS: positiveInt(300).meta({
    description: 'A document still processing after this fails with a reason.',
  }),
  JOB_LEASE_SECONDS: positiveInt(30).meta({
    description:
      "A worker renews its claim on a document this often; a dead worker's document is taken over after it lapses.",
  }),
  JOB_MAX_ATTEMPTS: positiveInt(3).meta({ description: 'Attempts before a document is `failed`.' }),
  JOB_RETRY_DELAYS: durations.optional().meta({
    description: 'Waits before the 2nd, 3rd … attempt (durations like `5s,5m,2h`).',
    defaultText: '`10s,1m`',
  }),
  JOB_POLL_MS: positiveInt(1000).meta({
    description:
      'How often an idle worker looks for pending documents; a document uploaded to another process waits at most this long.',
  }),
  OUTBOUND_ALLOWLIST: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      try {
        parseAllowlist(v);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message });
      }
    })
    .meta({
      description:
        'Comma-separated hosts or CIDRs that `fileUrl` fetches and webhook deliveries may reach although private, loopback or link-local (refused otherwise).',
      defaultText: '(none)',
    }),
  FILE_URL_TIMEOUT_SECONDS: positiveInt(30).meta({
    description: "Time limit for fetching an async job's `fileUrl`.",
  }),
  WEBHOOK_RETRY_SCHEDULE: durations.optional().meta({
    description: 'Waits between webhook delivery attempts (with jitter).',
    defaultText: '`5s,5m,30m,2h,5h,10h,10h`',
  }),
  /** Short: a receiver that hangs holds one of its endpoint's few delivery slots only this long. */
  WEBHOOK_TIMEOUT_SECONDS: positiveInt(10).meta({
    description:
      "Time limit of one webhook delivery attempt: a receiver must answer 2xx within it (the OpenAPI document's `webhooks` state the same value). Deliveries run side by side: 16 per process, 2 per URL, 4 per account.",
  }),
  SYNC_WAIT_SECONDS: positiveInt(60).meta({
    description: 'How long `POST /v3/process` waits for the result before answering 202 with the job id.',
  }),
  API_RATE_LIMIT_PER_MINUTE: positiveInt(60).meta({
    description:
      '`/v3` requests per account per minute, all its API keys together, counted in the database (429 with `Retry-After` beyond).',
  }),
});

export interface PipelineConfig {
  readonly role: 'all' | 'web' | 'worker';
  readonly workerConcurrency: number;
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
