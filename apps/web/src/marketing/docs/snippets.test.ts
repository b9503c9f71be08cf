import { webhookPayloadSchema } from '@docread/contracts';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_PAYLOAD, WEBHOOK_PAYLOAD_BODY } from './snippets.ts';

describe('the sample webhook in the integration guides', () => {
  it('has exactly the fields of the real payload', () => {
    const body = JSON.parse(WEBHOOK_PAYLOAD_BODY);
    expect(webhookPayloadSchema.strict().parse(body)).toEqual(body);
    expect(Object.keys(body.summary).sort()).toEqual(
      Object.keys(webhookPayloadSchema.shape.summary.shape).sort(),
    );
  });

  it('carries the three Standard Webhooks headers, its timestamp the body’s', () => {
    const headers = Object.fromEntries(
      [...WEBHOOK_PAYLOAD.matchAll(/^(webhook-[a-z]+): (.+)$/gm)].map(([, name, value]) => [name, value]),
    );
    expect(headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const sent = Math.floor(Date.parse(JSON.parse(WEBHOOK_PAYLOAD_BODY).timestamp) / 1000);
    expect(Number(headers['webhook-timestamp'])).toBe(sent);
  });
});
