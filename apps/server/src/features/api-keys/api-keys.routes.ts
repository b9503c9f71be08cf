import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeySchema,
  listPageSchema,
  MAX_API_KEYS_PER_ACCOUNT,
  pageQuerySchema,
  problemSchema,
} from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireApproved } from '../../http/guards.ts';
import { problems } from '../../http/responses.ts';
import { createApiKey } from './create-api-key.ts';
import { deleteApiKey } from './delete-api-key.ts';
import { listApiKeys } from './list-api-keys.ts';

const idParams = z.object({ id: z.string().min(1) });

export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApproved);

  app.get(
    '/api/api-keys',
    {
      schema: {
        summary: 'Own API keys, newest first, a page at a time',
        tags: ['api-keys'],
        querystring: pageQuerySchema,
        response: { 200: listPageSchema(apiKeySchema), ...problems },
      },
    },
    async (request) => listApiKeys(app.deps.db, currentUser(request).id, request.query),
  );

  app.post(
    '/api/api-keys',
    {
      schema: {
        summary: 'Create a key; the answer is the only time the whole key and its callback secret are shown',
        description: `At most ${MAX_API_KEYS_PER_ACCOUNT} keys per account; one more answers 409 \`api_key_limit_reached\`.`,
        tags: ['api-keys'],
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedSchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiKey(app.deps.db, currentUser(request).id, request.body.name)),
  );

  app.delete(
    '/api/api-keys/:id',
    {
      schema: {
        summary: 'Delete an API key: calls with it answer 401 from now on',
        tags: ['api-keys'],
        params: idParams,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await deleteApiKey(app.deps.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
