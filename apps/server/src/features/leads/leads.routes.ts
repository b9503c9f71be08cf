import { leadReceivedSchema, leadSubmissionSchema, problemSchema } from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problems } from '../../http/responses.ts';
import { createLead } from './create-lead.ts';

export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/leads',
    {
      config: { rateLimit: { max: app.deps.config.leadsPerHour, timeWindow: '1 hour' } },
      // A filled honeypot is a bot: it gets the same success answer and nothing is stored, so it learns nothing.
      preValidation: async (request, reply) => {
        const body = request.body as { website?: unknown } | null;
        if (body && typeof body === 'object' && typeof body.website === 'string' && body.website !== '') {
          request.log.info('lead honeypot filled; dropped');
          return reply.status(201).send({ ok: true });
        }
      },
      schema: {
        summary: 'A lead from the contact, contact-sales or early-access form (public)',
        tags: ['leads'],
        security: [],
        body: leadSubmissionSchema,
        response: {
          201: leadReceivedSchema,
          400: problems[400],
          429: problemSchema.describe(
            'Too many forms from this address this hour; see Retry-After (rate_limited)',
          ),
        },
      },
    },
    async (request, reply) => {
      await createLead(app.deps.db, request.body);
      return reply.status(201).send({ ok: true as const });
    },
  );
};
