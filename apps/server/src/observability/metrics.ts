import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics. One registry per process: a web process reports its HTTP traffic,
 * a worker its jobs and webhook sends, and every process its own memory; queue gauges (see
 * queue-metrics.ts) read the shared database, so any web process reports the whole queue.
 * docs/operations.md says what each one means.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const SECONDS_HTTP = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const SECONDS_JOB = [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600];

export const httpRequests = new Counter({
  name: 'docread_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'docread_http_request_duration_seconds',
  help: 'Time from request to the last byte of the answer, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS_HTTP,
  registers: [registry],
});

const jobDuration = new Histogram({
  name: 'docread_job_duration_seconds',
  help: 'One processing attempt of a document, by document type and outcome (completed, retried, failed)',
  labelNames: ['document_type', 'outcome'] as const,
  buckets: SECONDS_JOB,
  registers: [registry],
});

const pagesProcessed = new Counter({
  name: 'docread_pages_processed_total',
  help: 'Pages read by completed jobs, by where the text came from (ocr or text_layer)',
  labelNames: ['source'] as const,
  registers: [registry],
});

const pageDuration = new Histogram({
  name: 'docread_page_duration_seconds',
  help: 'Engine time for one page, by where the text came from (ocr or text_layer)',
  labelNames: ['source'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64],
  registers: [registry],
});

const webhookDeliveries = new Counter({
  name: 'docread_webhook_deliveries_total',
  help: 'Webhook delivery attempts, by outcome of the attempt',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const webhookDuration = new Histogram({
  name: 'docread_webhook_delivery_duration_seconds',
  help: 'Time one webhook delivery attempt took, by outcome',
  labelNames: ['outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export type JobOutcome = 'completed' | 'retried' | 'failed';

/** One finished processing attempt; `pages` only for completed ones (from the engine's result). */
export function observeJob(entry: {
  documentType: string;
  outcome: JobOutcome;
  seconds: number;
  pages?: readonly { source: string; number: number }[];
  timings?: Readonly<Record<string, number>>;
}): void {
  jobDuration.observe({ document_type: entry.documentType, outcome: entry.outcome }, entry.seconds);
  for (const page of entry.pages ?? []) {
    pagesProcessed.inc({ source: page.source });
    const ms = entry.timings?.[`page${page.number}Ms`];
    if (ms !== undefined) pageDuration.observe({ source: page.source }, ms / 1000);
  }
}

/** One webhook delivery attempt, with the outcome its sender gave it (delivered, failed, gone, …). */
export function observeWebhookAttempt(outcome: string, durationMs: number): void {
  webhookDeliveries.inc({ outcome });
  webhookDuration.observe({ outcome }, durationMs / 1000);
}
