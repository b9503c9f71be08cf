import {
  billingRedirectSchema,
  billingUsageSchema,
  planRequestCreatedSchema,
  planRequestSchema,
  problemSchema,
} from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved } from '../../http/guards.ts';
import { binaryResponse } from '../../http/openapi/binary-response.ts';
import { problems } from '../../http/responses.ts';
import { notFound } from '../../shared/domain-errors.ts';
import { createPlanRequest } from './create-plan-request.ts';
import { getBillingUsage } from './get-billing-usage.ts';
import { openBillingPortal } from './open-billing-portal.ts';
import { startCheckout } from './start-checkout.ts';
import { createStripeClient } from './stripe-client.ts';
import { usageLedgerCsv } from './usage-daily.ts';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApproved);
  const { payments, publicUrl } = app.deps.config;
  const paymentDeps = payments
    ? { db: app.deps.db, stripe: createStripeClient(payments), payments, publicUrl }
    : null;
  /** Without a payment provider configured the payment routes do not exist. */
  const withPayments = () => {
    if (!paymentDeps) throw notFound('No payment provider is configured');
    return paymentDeps;
  };

  app.get(
    '/api/billing/usage',
    {
      schema: {
        summary: "The plan's usage in its period, with pages per day and source for this and the last period",
        tags: ['billing'],
        response: { 200: billingUsageSchema, ...problems },
      },
    },
    async (request) => getBillingUsage(app.deps.db, currentUser(request), payments),
  );

  app.get(
    '/api/billing/usage.csv',
    {
      schema: {
        summary: 'The usage ledger as CSV (one line per document counted or refunded)',
        tags: ['billing'],
        response: {
          200: binaryResponse('One line per document counted or refunded', ['text/csv']),
          401: problemSchema,
          403: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const csv = await usageLedgerCsv(app.deps.db, currentUser(request).id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="docread-usage.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/billing/plan-request',
    {
      schema: {
        summary: 'Ask for a plan (recorded; the admin is e-mailed, the customer gets a confirmation)',
        tags: ['billing'],
        body: planRequestSchema,
        response: { 201: planRequestCreatedSchema, ...problems },
      },
    },
    async (request, reply) => {
      const created = await createPlanRequest(
        {
          db: app.deps.db,
          mailer: app.deps.mailer,
          adminEmail: app.deps.config.admin.email,
          publicUrl: app.deps.config.publicUrl,
        },
        currentUser(request),
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/billing/checkout',
    {
      schema: {
        summary: "Pay for a plan: a Stripe Checkout Session's address to send the browser to",
        description:
          'Only when a payment provider is configured (404 otherwise). The plan changes when the signed ' +
          '`checkout.session.completed` event arrives, not when the browser comes back.',
        tags: ['billing'],
        body: planRequestSchema,
        response: { 200: billingRedirectSchema, ...problems },
      },
    },
    async (request) => startCheckout(withPayments(), currentUser(request), request.body),
  );

  app.post(
    '/api/billing/portal',
    {
      schema: {
        summary: "Manage billing: a Stripe customer portal session's address (card, invoices, cancellation)",
        tags: ['billing'],
        response: { 200: billingRedirectSchema, ...problems },
      },
    },
    async (request) => openBillingPortal(withPayments(), currentUser(request).id),
  );
};
