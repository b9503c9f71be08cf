import {
  listPageSchema,
  pageQuerySchema,
  webhookDeliverySchema,
  webhookReplayQueuedSchema,
} from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireApproved } from '../../http/guards.ts';
import { problems } from '../../http/responses.ts';
import { listWebhookDeliveries, replayDelivery, sendTestEvent } from './webhook-deliveries.ts';

const idParams = z.object({ id: z.string().min(1) });

/** A replay is sent by the delivery loop, which the route wakes: its first attempt is done within seconds. */
const REPLAY_LOOK_AFTER_SECONDS = 2;

/** The delivery log of the portal's webhooks page: what was sent, each attempt, test events and replays. */
export const webhookDeliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApproved);
  const { deps } = app;

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      schema: {
        summary:
          "One webhook's messages, newest first, a page at a time, with every attempt (time, status, duration, start of the answer)",
        tags: ['webhooks'],
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: listPageSchema(webhookDeliverySchema), ...problems },
      },
    },
    async (request) =>
      listWebhookDeliveries(deps.db, currentUser(request).id, request.params.id, request.query),
  );

  app.post(
    '/api/webhooks/:id/test',
    {
      schema: {
        summary: 'Send a signed test event now and answer with its logged attempt',
        tags: ['webhooks'],
        params: idParams,
        response: { 200: webhookDeliverySchema, ...problems },
      },
    },
    async (request) =>
      sendTestEvent(deps.db, deps.pipeline.delivery, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/webhooks/deliveries/:id/replay',
    {
      schema: {
        summary: 'Send a message again (same webhook-id, fresh retry schedule)',
        description: '`Location` is the delivery log that shows the outcome; look after `Retry-After`.',
        tags: ['webhooks'],
        params: idParams,
        response: { 202: webhookReplayQueuedSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { webhookId } = await replayDelivery(deps.db, currentUser(request).id, request.params.id);
      deps.pipeline.kickDeliveries();
      // Like every 202: where the outcome shows (the webhook's delivery log) and when to look.
      return reply
        .status(202)
        .header('location', `/api/webhooks/${encodeURIComponent(webhookId)}/deliveries`)
        .header('retry-after', String(REPLAY_LOOK_AFTER_SECONDS))
        .send({ queued: true });
    },
  );
};
