import { leadReceivedSchema, leadSubmissionSchema, problemSchema } from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProblemError } from '../../http/problem.ts';
import { problems } from '../../http/responses.ts';
import { SharedRateLimiter } from '../v3/rate-limit.ts';
import { createLead } from './create-lead.ts';

export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // In the database, so the limit holds across web processes and restarts (decision "One rate limiter for leads").
  const senders = new SharedRateLimiter(app.deps.db, 'leads', {
    limit: app.deps.config.leadsPerHour,
    windowSeconds: 3600,
  });

  app.post(
    '/api/leads',
    {
      // Counted before the body is read, so bots filling the honeypot or sending junk use up their hour too.
      onRequest: async (request, reply) => {
        const sender = await senders.consume(request.ip);
        if (!sender.allowed)
          throw new ProblemError(
            429,
            'rate_limited',
            `Too many forms from this address this hour; retry in ${sender.resetSeconds} s.`,
            { headers: sender.headers },
          );
        reply.headers(sender.headers);
      },
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
