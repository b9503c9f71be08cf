import { useEffect, useRef, useState } from 'react';

/** Event names the account stream may use (issue 14); unnamed messages arrive as `message`. */
const EVENT_NAMES = ['message', 'document', 'job', 'progress', 'status'] as const;

/**
 * Listens to `GET /api/events` (the account's server-sent events) and calls `onEvent` for each. Answers
 * whether the stream is open, so callers poll only while it is not (no stream on this server, or a lost one).
 */
export function useAccountEvents(onEvent: () => void): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const handle = () => latest.current();
    source.onopen = () => setLive(true);
    // The browser reconnects by itself after a network error; a refused stream (404, wrong type) stays closed.
    source.onerror = () => setLive(false);
    for (const name of EVENT_NAMES) source.addEventListener(name, handle);
    return () => source.close();
  }, []);
  return live;
}
