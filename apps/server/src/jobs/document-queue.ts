import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { DOCUMENT_COLUMNS } from '../db/document-columns.ts';
import type { Database, DocumentRecord } from '../db/schema.ts';

/**
 * The documents table is the job queue's truth: `pending -> processing -> completed | failed`.
 * A worker claims a row by setting it `processing` with a lease and renews the lease while it works; a
 * row whose lease ran out (its worker died, even by SIGKILL) is claimable again until its attempts are
 * spent. The owner of a claim is the worker id and the attempt number together (every claim counts an
 * attempt, and worker loops of one process share an id), and every write re-checks both: a worker whose
 * lease ran out while it worked cannot write its result, or queue its webhooks, over the next claim.
 */
export type QueuedDocument = DocumentRecord;

export interface ClaimOptions {
  workerId: string;
  leaseMs: number;
  maxAttempts: number;
  now?: Date;
}

type Eb = ExpressionBuilder<Database, 'documents'>;

/**
 * Pending and due, or processing by a worker whose lease ran out (with attempts left); never a deleted
 * document (one brought back by Undo is claimable again).
 */
function claimable(nowIso: string, maxAttempts: number) {
  return (eb: Eb) =>
    eb.and([
      eb('deleted_at', 'is', null),
      eb.or([
        eb.and([
          eb('status', '=', 'pending'),
          eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)]),
        ]),
        eb.and([
          eb('status', '=', 'processing'),
          eb('lease_until', '<', nowIso),
          eb('attempts', '<', maxAttempts),
        ]),
      ]),
    ]);
}

function claimValues(options: ClaimOptions, nowIso: string) {
  const leaseUntil = new Date(Date.parse(nowIso) + options.leaseMs).toISOString();
  return (eb: Eb) => ({
    status: 'processing',
    worker_id: options.workerId,
    lease_until: leaseUntil,
    next_attempt_at: null,
    attempts: eb('attempts', '+', 1),
    started_at: nowIso,
    updated_at: nowIso,
  });
}

/** Workers of other processes may pick the same rows at once; the one that loses tries the next few. */
const CLAIM_CANDIDATES = 5;

/** Where a document stands in its account's line: when it last entered the queue. */
const queuedAt = sql<string>`coalesce(queued_at, created_at)`;

/**
 * The next document, claimed, or undefined when there is none. Accounts take turns: the account with the
 * fewest documents being read now goes first, then the one served longest ago, then the one whose next
 * document has waited longest; within an account, documents go in the order they were queued. So one
 * account's backlog delays another's next document by at most about one document per busy worker.
 */
export async function claimNextDocument(db: Db, options: ClaimOptions): Promise<QueuedDocument | undefined> {
  const nowIso = (options.now ?? new Date()).toISOString();
  for (const { user_id } of await accountsInTurn(db, nowIso, options.maxAttempts)) {
    const candidates = await db
      .selectFrom('documents')
      .select('id')
      .where('user_id', '=', user_id)
      .where(claimable(nowIso, options.maxAttempts))
      .orderBy(queuedAt)
      .limit(CLAIM_CANDIDATES)
      .execute();
    for (const { id } of candidates) {
      const claimed = await claimDocument(db, id, options);
      if (claimed) return claimed;
    }
  }
  return undefined;
}

/** Accounts with a claimable document, in the order they take their turn. */
async function accountsInTurn(db: Db, nowIso: string, maxAttempts: number): Promise<{ user_id: string }[]> {
  return db
    .selectFrom('documents as d')
    .select('d.user_id')
    .where((eb) => claimable(nowIso, maxAttempts)(eb as unknown as Eb))
    .groupBy('d.user_id')
    .orderBy((eb) =>
      eb
        .selectFrom('documents as busy')
        .select((b) => b.fn.countAll().as('n'))
        .whereRef('busy.user_id', '=', 'd.user_id')
        .where('busy.status', '=', 'processing')
        .where('busy.lease_until', '>=', nowIso),
    )
    .orderBy(
      (eb) =>
        eb
          .selectFrom('documents as served')
          .select((s) => s.fn.max('served.started_at').as('at'))
          .whereRef('served.user_id', '=', 'd.user_id'),
      (ob) => ob.asc().nullsFirst(),
    )
    .orderBy(sql`min(coalesce(d.queued_at, d.created_at))`)
    .limit(CLAIM_CANDIDATES)
    .execute();
}

/** Claims one named document; undefined when another worker took it first or it is not claimable now. */
async function claimDocument(db: Db, id: string, options: ClaimOptions): Promise<QueuedDocument | undefined> {
  const nowIso = (options.now ?? new Date()).toISOString();
  return db
    .updateTable('documents')
    .set(claimValues(options, nowIso))
    .where('id', '=', id)
    .where(claimable(nowIso, options.maxAttempts))
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirst();
}

/** The row as it is now, whatever its state. */
export async function documentById(db: Db, id: string): Promise<QueuedDocument | undefined> {
  return db.selectFrom('documents').select(DOCUMENT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Who holds a claim: the worker and the attempt its claim counted. */
export interface ClaimOwner {
  workerId: string;
  attempt: number;
}

/** Keeps the claim alive; false when the worker lost it (its lease ran out and someone else took it). */
export async function renewLease(db: Db, id: string, owner: ClaimOwner, leaseMs: number): Promise<boolean> {
  const res = await owned(db, id, owner)
    .set({ lease_until: new Date(Date.now() + leaseMs).toISOString() })
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

function owned(db: Db, id: string, owner: ClaimOwner) {
  return db
    .updateTable('documents')
    .where('id', '=', id)
    .where('worker_id', '=', owner.workerId)
    .where('attempts', '=', owner.attempt)
    .where('status', '=', 'processing');
}

export async function markCompleted(
  db: Db,
  id: string,
  owner: ClaimOwner,
  result: { json: string; pages: number; documentType: string },
): Promise<QueuedDocument | undefined> {
  const nowIso = new Date().toISOString();
  return owned(db, id, owner)
    .set({
      status: 'completed',
      result: result.json,
      pages: result.pages,
      document_type: result.documentType,
      error: null,
      lease_until: null,
      completed_at: nowIso,
      updated_at: nowIso,
    })
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirst();
}

export async function markFailed(
  db: Db,
  id: string,
  owner: ClaimOwner,
  reason: string,
): Promise<QueuedDocument | undefined> {
  const nowIso = new Date().toISOString();
  return owned(db, id, owner)
    .set({ status: 'failed', error: reason, lease_until: null, completed_at: nowIso, updated_at: nowIso })
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirst();
}

/** Back to `pending` for another attempt after `delayMs`; the reason stays visible meanwhile. */
export async function markRetry(
  db: Db,
  id: string,
  owner: ClaimOwner,
  reason: string,
  delayMs: number,
): Promise<QueuedDocument | undefined> {
  const now = new Date();
  return owned(db, id, owner)
    .set({
      status: 'pending',
      error: reason,
      lease_until: null,
      worker_id: null,
      next_attempt_at: new Date(now.getTime() + delayMs).toISOString(),
      updated_at: now.toISOString(),
    })
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirst();
}

/**
 * Rows whose last attempt's worker died: with attempts left they are claimable as they are; with none
 * left they are failed here, with a reason a person can read.
 */
export async function failAbandoned(db: Db, maxAttempts: number): Promise<QueuedDocument[]> {
  const nowIso = new Date().toISOString();
  return db
    .updateTable('documents')
    .set({
      status: 'failed',
      error: `Processing stopped unexpectedly ${maxAttempts} times (the worker was restarted or ran out of memory).`,
      lease_until: null,
      completed_at: nowIso,
      updated_at: nowIso,
    })
    .where('status', '=', 'processing')
    .where('lease_until', '<', nowIso)
    .where('attempts', '>=', maxAttempts)
    .returning(DOCUMENT_COLUMNS)
    .execute();
}
