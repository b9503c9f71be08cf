import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { readEventsAfter } from './document-events.ts';

export interface EventStreamSettings {
  /** How often the events table is read for this stream. */
  pollMs: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
}

/**
 * Streams the account's document events as `text/event-stream` from the events table (written by any
 * process) until the client goes away. Each event carries its id, so a reconnect with `Last-Event-ID`
 * resumes where the stream stopped.
 */
export function streamDocumentEvents(
  deps: { db: Db; log: FastifyBaseLogger },
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

  const poll = async () => {
    if (closed || polling) return;
    polling = true;
    try {
      for (const event of await readEventsAfter(deps.db, userId, lastId)) {
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
  const close = () => {
    closed = true;
    clearInterval(pollTimer);
    clearInterval(heartbeat);
  };
  res.on('close', close);
  res.on('error', close);
  void poll();
}
