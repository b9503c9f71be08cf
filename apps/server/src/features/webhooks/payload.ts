import type { WebhookPayload } from '@docread/contracts';

/** What a receiver gets is the contracts' `webhookPayloadSchema`, also documented under the OpenAPI `webhooks`. */
export type { WebhookPayload };

export function serializePayload(payload: WebhookPayload): string {
  return JSON.stringify(payload);
}
