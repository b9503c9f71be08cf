import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problems } from '../../http/responses.ts';
import { invalid, notFound } from '../../shared/domain-errors.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { createStripeClient } from './stripe-client.ts';

const receivedSchema = z.object({ received: z.literal(true) }).meta({ id: 'PaymentEventReceived' });

/**
 * `POST /api/billing/stripe/webhook`: Stripe's events, signed with STRIPE_WEBHOOK_SECRET. No session: the
 * signature over the exact bytes received is the authentication, so this plugin keeps the body unparsed.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, defaultPlan } = app.deps.config;
  const stripe = payments ? createStripeClient(payments) : null;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/billing/stripe/webhook',
    {
      schema: {
        summary: "Stripe's events that set the plan (checkout completed, subscription updated or deleted)",
        description:
          'Signed by Stripe (`Stripe-Signature`); each event id is applied once. 404 when no payment provider is configured.',
        tags: ['billing'],
        hide: true,
        response: { 200: receivedSchema, ...problems },
      },
    },
    async (request) => {
      if (!payments || !stripe) throw notFound('No payment provider is configured');
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<typeof stripe.webhooks.constructEvent>;
      try {
        event = stripe.webhooks.constructEvent(
          request.body as Buffer,
          typeof signature === 'string' ? signature : '',
          payments.webhookSecret,
        );
      } catch {
        throw invalid([
          {
            path: 'stripe-signature',
            messageKey: 'stripe_signature',
            message: 'The Stripe-Signature does not match the payload.',
          },
        ]);
      }
      const outcome = await applyPaymentEvent({ db: app.deps.db, payments, defaultPlan }, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'payment event');
      return { received: true as const };
    },
  );
};
