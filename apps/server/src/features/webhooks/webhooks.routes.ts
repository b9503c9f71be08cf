import {
  listPageSchema,
  pageQuerySchema,
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookSchema,
  webhookUpdateSchema,
} from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireApproved } from '../../http/guards.ts';
import { problems } from '../../http/responses.ts';
import { createWebhook } from './create-webhook.ts';
import { deleteWebhook } from './delete-webhook.ts';
import { listWebhooks } from './list-webhooks.ts';
import { updateWebhook } from './update-webhook.ts';

const idParams = z.object({ id: z.string().min(1) });

export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApproved);
  const hookDeps = () => ({ db: app.deps.db, allowlist: app.deps.config.pipeline.outboundAllowlist });

  app.get(
    '/api/webhooks',
    {
      schema: {
        summary: 'Own webhooks, newest first, a page at a time',
        tags: ['webhooks'],
        querystring: pageQuerySchema,
        response: { 200: listPageSchema(webhookSchema), ...problems },
      },
    },
    async (request) => listWebhooks(app.deps.db, currentUser(request).id, request.query),
  );

  app.post(
    '/api/webhooks',
    {
      schema: {
        summary: 'Create an active webhook; the answer is the only time its signing secret is shown',
        tags: ['webhooks'],
        body: webhookCreateSchema,
        response: { 201: webhookCreatedSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWebhook(hookDeps(), currentUser(request).id, request.body)),
  );

  app.patch(
    '/api/webhooks/:id',
    {
      schema: {
        summary: 'Enable or disable',
        tags: ['webhooks'],
        params: idParams,
        body: webhookUpdateSchema,
        response: { 200: webhookSchema, ...problems },
      },
    },
    async (request) =>
      updateWebhook(hookDeps(), currentUser(request).id, request.params.id, request.body.isActive),
  );

  app.delete(
    '/api/webhooks/:id',
    {
      schema: {
        summary: 'Delete a webhook: no more events are sent to it',
        tags: ['webhooks'],
        params: idParams,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await deleteWebhook(app.deps.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
