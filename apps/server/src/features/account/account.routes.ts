import { accountDeleteSchema, problemSchema } from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../http/guards.ts';
import { problems } from '../../http/responses.ts';
import { cancelSubscriptionOf } from '../billing/cancel-subscription.ts';
import { createStripeClient } from '../billing/stripe-client.ts';
import { deleteAccount } from './delete-account.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.deps.config;
  const stripe = payments ? createStripeClient(payments) : null;
  const cancelSubscription = stripe
    ? (userId: string) => cancelSubscriptionOf({ db: app.deps.db, stripe }, userId)
    : undefined;
  // Signed in is enough: a pending user may also withdraw and delete their account.
  app.delete(
    '/api/account',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Delete the account and everything it owns (body: the account e-mail, to confirm)',
        description:
          'With a payment provider configured, a paid subscription is cancelled there first; when the ' +
          'provider cannot be reached the account is kept and the answer is 503.',
        tags: ['account'],
        body: accountDeleteSchema,
        response: {
          204: z.null(),
          ...problems,
          503: problemSchema.describe(
            'The payment provider could not cancel the subscription; nothing was deleted',
          ),
        },
      },
    },
    async (request, reply) => {
      await deleteAccount({ ...app.deps, cancelSubscription }, currentUser(request), request.body.email);
      // The session rows are gone; tell the browser to drop its cookie too.
      reply.header('set-cookie', [
        'better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
        '__Secure-better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
      ]);
      return reply.status(204).send(null);
    },
  );
};
