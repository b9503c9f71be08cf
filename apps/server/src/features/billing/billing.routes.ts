import { billingUsageSchema, planRequestCreatedSchema, planRequestSchema } from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved } from '../../http/guards.ts';
import { problems } from '../../http/responses.ts';
import { createPlanRequest } from './create-plan-request.ts';
import { getBillingUsage } from './get-billing-usage.ts';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApproved);

  app.get(
    '/api/billing/usage',
    {
      schema: {
        summary: 'Free-trial usage',
        tags: ['billing'],
        response: { 200: billingUsageSchema, ...problems },
      },
    },
    async (request) => getBillingUsage(app.deps.db, currentUser(request)),
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
