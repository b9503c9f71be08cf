import { accountDeleteSchema } from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../http/guards.ts';
import { deleteAccount } from '../services/delete-account.ts';
import { problems } from './responses.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed in is enough: a pending user may also withdraw and delete their account.
  app.delete(
    '/api/account',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Delete the account and everything it owns (body: the account e-mail, to confirm)',
        tags: ['account'],
        body: accountDeleteSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.deps, currentUser(request), request.body.email);
      return reply.status(204).send(null);
    },
  );
};
