import { problemSchema } from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireApproved } from '../../http/guards.ts';
import { DomainError } from '../../shared/domain-errors.ts';
import { isSuspended } from '../billing/account-controls.ts';
import { latestEventId, pruneDocumentEvents } from './document-events.ts';
import { streamDocumentEvents } from './event-stream.ts';
import { streamAccess } from './stream-access.ts';

/** Events are kept this long for streams that reconnect. */
const EVENT_RETENTION_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 5 * 60_000;
/** One indexed read per open stream this often: progress shows within half a second. */
const POLL_MS = 500;
const HEARTBEAT_MS = 15_000;
/** A signed-out, banned or suspended caller's stream ends within this even when no event comes. */
const RECHECK_MS = 5_000;

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const prune = setInterval(
    () => void pruneDocumentEvents(app.deps.db, EVENT_RETENTION_MS).catch(() => undefined),
    PRUNE_EVERY_MS,
  );
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));

  app.get(
    '/api/events',
    {
      schema: {
        summary: "The account's document events as Server-Sent Events",
        description:
          '`text/event-stream`; each `event: document` carries JSON `{ id, documentId, status, stage, page, ' +
          'pageCount, at }` (page k of n while pages are read). Comment lines are heartbeats. Reconnect with ' +
          '`Last-Event-ID` to resume after the last event seen. The stream ends with `event: end` once the ' +
          'session is signed out, or the account banned or suspended; a suspended account gets 403.',
        tags: ['documents'],
        response: {
          200: {
            description: 'The stream, open until the client leaves or the session ends',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          401: problemSchema,
          403: problemSchema,
        },
      },
      onRequest: requireApproved,
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      // A suspended account's browser would otherwise reconnect to a stream that ends at its first check.
      if (await isSuspended(app.deps.db, userId))
        throw new DomainError('account_suspended', 'A suspended account receives no live events.');
      const resumeFrom = Number.parseInt(String(request.headers['last-event-id'] ?? ''), 10);
      const startAfter = Number.isSafeInteger(resumeFrom) ? resumeFrom : await latestEventId(app.deps.db);
      reply.hijack();
      const deps = { db: app.deps.db, log: request.log, stillAllowed: streamAccess(request, userId) };
      streamDocumentEvents(deps, reply.raw, userId, startAfter, {
        pollMs: POLL_MS,
        heartbeatMs: HEARTBEAT_MS,
        recheckMs: RECHECK_MS,
      });
    },
  );
};
