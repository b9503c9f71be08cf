import { meSchema, overviewSchema, profileSchema, profileUpdateSchema } from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved, requireUser } from '../../http/guards.ts';
import { problems } from '../../http/responses.ts';
import { getMe } from './get-me.ts';
import { getOverview } from './get-overview.ts';
import { getProfile } from './get-profile.ts';
import { updateProfile } from './update-profile.ts';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Who is signed in (reachable while approval is pending)',
        tags: ['account'],
        response: { 200: meSchema, 401: problems[401] },
      },
    },
    async (request) => getMe(app.deps.db, currentUser(request), app.deps.config.admin.email),
  );

  app.get(
    '/api/profile',
    {
      onRequest: requireApproved,
      schema: {
        summary: "The signed-in user's profile",
        tags: ['account'],
        response: { 200: profileSchema, ...problems },
      },
    },
    async (request) => getProfile(app.deps.db, currentUser(request)),
  );

  app.patch(
    '/api/profile',
    {
      onRequest: requireApproved,
      schema: {
        summary: 'Change the profile (name, company, language)',
        tags: ['account'],
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...problems },
      },
    },
    async (request) => updateProfile(app.deps.db, currentUser(request), request.body),
  );

  app.get(
    '/api/overview',
    {
      onRequest: requireApproved,
      schema: {
        summary: "The dashboard's counts",
        tags: ['account'],
        response: { 200: overviewSchema, ...problems },
      },
    },
    async (request) => getOverview(app.deps.db, currentUser(request).id),
  );
};
