import { WEBHOOK_PAYLOAD_TYPES } from '@docread/contracts';

const signatureHeaders = {
  'webhook-id': {
    description: 'The message id, the same on every attempt of one message (deduplicate with it)',
    required: true,
    schema: { type: 'string' },
  },
  'webhook-timestamp': {
    description: 'Unix seconds when this attempt was signed',
    required: true,
    schema: { type: 'string' },
  },
  'webhook-signature': {
    description: 'Standard Webhooks `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, keyed by the secret',
    required: true,
    schema: { type: 'string' },
  },
};

/** The OpenAPI 3.1 `webhooks`: one POST per event, all carrying the signed WebhookPayload. */
export function webhooksDocument(timeoutSeconds: number): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOK_PAYLOAD_TYPES.map((event) => [
      event,
      {
        post: {
          operationId: `webhook${event.replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase())}`,
          summary: `The \`${event}\` event`,
          description:
            'Sent to registered webhooks subscribed to it, and (outcome events) to the `webhookUrl` of an async ' +
            'job. Verify the signature before trusting the body (the SDK has `verifyWebhook`).',
          tags: ['webhooks'],
          parameters: Object.entries(signatureHeaders).map(([name, header]) => ({
            name,
            in: 'header',
            ...header,
          })),
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookPayload' } } },
          },
          responses: {
            '200': {
              description: `Any 2xx answer within ${timeoutSeconds} s (WEBHOOK_TIMEOUT_SECONDS) marks the message delivered; a slower or other answer is retried`,
            },
            '410': { description: 'Gone: the receiver stops receiving this webhook' },
          },
        },
      },
    ]),
  );
}
