import { learnedVendorListSchema } from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireApproved } from '../../http/guards.ts';
import { problems } from '../../http/responses.ts';
import { forgetLearnedVendor, listLearnedVendors } from './learned-vendors.ts';

/** The portal's view of the account's vendor memory: what was learned from corrections, and removing it. */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApproved);
  const { deps } = app;

  app.get(
    '/api/learned-vendors',
    {
      schema: {
        summary: "What the account's corrections taught: issuers recognised and the values applied for them",
        tags: ['documents'],
        response: { 200: learnedVendorListSchema, ...problems },
      },
    },
    async (request) => ({ vendors: await listLearnedVendors(deps.db, currentUser(request).id) }),
  );

  app.delete(
    '/api/learned-vendors/:id',
    {
      schema: {
        summary: 'Forget what was learned: documents read from now on no longer get these values',
        tags: ['documents'],
        params: z.object({ id: z.string().min(1) }),
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await forgetLearnedVendor(deps.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
