import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { readEventsAfter } from './document-events.ts';

export interface EventStreamSettings {
  /** How often the events table is read for this stream. */
  pollMs: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** How often the caller's access is checked again when no event comes (it is also checked before each). */
  recheckMs: number;
}

/**
 * Streams the account's document events as `text/event-stream` from the events table (written by any
 * process) until the client goes away or `stillAllowed` says no (signed out, banned, suspended): then an
 * `event: end` and the stream is closed. Each event carries its id, so a reconnect with `Last-Event-ID`
 * resumes where the stream stopped.
 */
export function streamDocumentEvents(
  deps: { db: Db; log: FastifyBaseLogger; stillAllowed: () => Promise<boolean> },
  res: ServerResponse,
  userId: string,
  startAfter: number,
  settings: EventStreamSettings,
): void {
  let lastId = startAfter;
  let closed = false;
  let polling = false;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${Math.max(1000, settings.pollMs)}\n: connected\n\n`);

  let checkedAt = Date.now();
  const allowed = async (): Promise<boolean> => {
    checkedAt = Date.now();
    if (await deps.stillAllowed()) return true;
    res.write('event: end\ndata: {"reason":"session_ended"}\n\n');
    close();
    res.end();
    return false;
  };

  const poll = async () => {
    if (closed || polling) return;
    polling = true;
    try {
      const events = await readEventsAfter(deps.db, userId, lastId);
      const due = Date.now() - checkedAt >= settings.recheckMs;
      if ((events.length > 0 || due) && !(await allowed())) return;
      for (const event of events) {
        res.write(`id: ${event.id}\nevent: document\ndata: ${JSON.stringify(event)}\n\n`);
        lastId = event.id;
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'event stream poll failed');
    } finally {
      polling = false;
    }
  };
  const pollTimer = setInterval(() => void poll(), settings.pollMs);
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), settings.heartbeatMs);
  function close() {
    closed = true;
    clearInterval(pollTimer);
    clearInterval(heartbeat);
  }
  res.on('close', close);
  res.on('error', close);
  void poll();
}
