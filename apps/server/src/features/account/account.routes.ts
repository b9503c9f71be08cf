import { accountDeleteSchema } from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../http/guards.ts';
import { problems } from '../../http/responses.ts';
import { deleteAccount } from './delete-account.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed in is enough: a pending user may also withdraw and delete their account.
  app.delete(
    '/api/account',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Delete the account and everything it owns (body: the account e-mail, to confirm)',
        tags: ['account'],
        body: accountDeleteSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.deps, currentUser(request), request.body.email);
      // The session rows are gone; tell the browser to drop its cookie too.
      reply.header('set-cookie', [
        'better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
        '__Secure-better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
      ]);
      return reply.status(204).send(null);
    },
  );
};
