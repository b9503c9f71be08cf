import type { DocumentEvent } from '@docread/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { keys } from './portalApi.ts';

export interface LiveStatus {
  /** The latest event of each document seen since the page opened. */
  latest: ReadonlyMap<string, DocumentEvent>;
  /** False while the stream is down: pages fall back to polling then. */
  streaming: boolean;
}

/** Statuses after which what lists show changes (a delete or its undo included). */
const FINAL = new Set(['completed', 'failed', 'pending', 'deleted', 'restored']);

/**
 * The account's document events from `GET /api/events` (Server-Sent Events). A document reaching a new
 * status refreshes the lists and counters that show it; the browser reconnects on its own after a drop.
 */
export function useDocumentEvents(): LiveStatus {
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<ReadonlyMap<string, DocumentEvent>>(new Map());
  const [streaming, setStreaming] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    source.onopen = () => setStreaming(true);
    source.onerror = () => setStreaming(source.readyState === EventSource.OPEN);
    source.addEventListener('document', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as DocumentEvent;
      setLatest((current) => new Map(current).set(event.documentId, event));
      if (FINAL.has(event.status) || event.stage === 'open') {
        void queryClient.invalidateQueries({ queryKey: keys.documents });
        void queryClient.invalidateQueries({ queryKey: keys.overview });
      }
    });
    return () => source.close();
  }, [queryClient]);

  return { latest, streaming };
}
