import { Gauge } from 'prom-client';
import type { Db } from '../db/database.ts';
import { countDocumentsByState } from '../features/documents/documents.repository.ts';
import { countMessagesByState } from '../features/webhooks/webhook-messages.repository.ts';
import { registry } from './metrics.ts';

type ByState = Map<string, { n: number; oldest: unknown }>;

/** Rows per status, and the oldest time of each. */
function byState(rows: { status: string; n: number | string; oldest: unknown }[]): ByState {
  return new Map(rows.map((r) => [r.status, { n: Number(r.n), oldest: r.oldest }]));
}

const DOCUMENT_STATES = ['pending', 'processing', 'completed', 'failed'] as const;
const WAITING_STATES = ['pending', 'processing'] as const;
const MESSAGE_STATES = ['pending', 'delivering', 'delivered', 'failed', 'cancelled'] as const;

/** Databases the gauges read at scrape time; a process normally has one (tests may start several apps). */
const sources = new Set<Db>();

// prom-client starts every gauge's collect in the same tick of a scrape: they share one pair of queries.
let inflight: Promise<{ documents: ByState; messages: ByState } | null> | null = null;
function readQueue() {
  if (!inflight) {
    const db = sources.values().next().value;
    inflight = (
      db
        ? Promise.all([countDocumentsByState(db), countMessagesByState(db)]).then(
            ([documents, messages]) => ({ documents: byState(documents), messages: byState(messages) }),
          )
        : Promise.resolve(null)
    ).finally(() => {
      inflight = null;
    });
  }
  return inflight;
}

const ageSeconds = (oldest: unknown) =>
  oldest ? Math.max(0, (Date.now() - new Date(oldest as string | Date).getTime()) / 1000) : 0;

new Gauge({
  name: 'docread_jobs',
  help: 'Documents in each processing state, read from the shared database at scrape time',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    const queue = await readQueue();
    if (!queue) return;
    for (const state of DOCUMENT_STATES) this.set({ state }, queue.documents.get(state)?.n ?? 0);
  },
});

new Gauge({
  name: 'docread_job_oldest_age_seconds',
  help: 'How long the longest-waiting document has been in its state (pending: since queued or put back for a retry; processing: since claimed)',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    const queue = await readQueue();
    if (!queue) return;
    for (const state of WAITING_STATES) this.set({ state }, ageSeconds(queue.documents.get(state)?.oldest));
  },
});

new Gauge({
  name: 'docread_webhook_messages',
  help: 'Webhook messages in each delivery state, read from the shared database at scrape time',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    const queue = await readQueue();
    if (!queue) return;
    for (const state of MESSAGE_STATES) this.set({ state }, queue.messages.get(state)?.n ?? 0);
  },
});

new Gauge({
  name: 'docread_webhook_oldest_pending_age_seconds',
  help: 'Age of the oldest webhook message still waiting for a (next) attempt',
  registers: [registry],
  async collect() {
    const queue = await readQueue();
    if (!queue) return;
    this.set(ageSeconds(queue.messages.get('pending')?.oldest));
  },
});

/** Lets the queue gauges read `db` until the returned function is called (at close). */
export function reportQueueOf(db: Db): () => void {
  sources.add(db);
  return () => {
    sources.delete(db);
  };
}
