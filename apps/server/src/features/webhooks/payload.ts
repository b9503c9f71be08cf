import type { DocumentStatus, WebhookEvent } from '@docread/contracts';

/** What a receiver gets: the event, the job and a short summary; the full result is fetched by jobId. */
export interface WebhookPayload {
  type: WebhookEvent | 'test';
  timestamp: string;
  jobId: string;
  documentId: string;
  status: DocumentStatus;
  summary: {
    documentName: string;
    documentType: string | null;
    confidence: number | null;
    needsReview: boolean | null;
    pages: number | null;
    error: string | null;
  };
}

export function serializePayload(payload: WebhookPayload): string {
  return JSON.stringify(payload);
}
