import { billingUsageSchema, planRequestCreatedSchema, planRequestSchema } from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved } from '../../http/guards.ts';
import { problems } from '../../http/responses.ts';
import { createPlanRequest } from './create-plan-request.ts';
import { getBillingUsage } from './get-billing-usage.ts';
import { usageLedgerCsv } from './usage-daily.ts';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApproved);

  app.get(
    '/api/billing/usage',
    {
      schema: {
        summary: "The plan's usage in its period, with pages per day and source for this and the last period",
        tags: ['billing'],
        response: { 200: billingUsageSchema, ...problems },
      },
    },
    async (request) => getBillingUsage(app.deps.db, currentUser(request)),
  );

  app.get(
    '/api/billing/usage.csv',
    {
      schema: {
        summary: 'The usage ledger as CSV (one line per document counted or refunded)',
        tags: ['billing'],
        produces: ['text/csv'],
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
};
