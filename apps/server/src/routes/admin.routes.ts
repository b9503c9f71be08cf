import {
  adminUserListQuerySchema,
  adminUserSchema,
  adminUserUpdateSchema,
  leadSchema,
} from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole } from '../http/guards.ts';
import { listLeads } from '../services/list-leads.ts';
import { listUsers } from '../services/list-users.ts';
import { setUserApproval } from '../services/set-user-approval.ts';
import { updateUserRole } from '../services/update-user-role.ts';
import { problems } from './responses.ts';

const idParams = z.object({ id: z.string().min(1) });

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const approvalDeps = () => ({
    db: app.deps.db,
    mailer: app.deps.mailer,
    publicUrl: app.deps.config.publicUrl,
  });

  app.get(
    '/api/admin/users',
    {
      schema: {
        summary: 'Users, newest first; status=pending lists those waiting for approval',
        tags: ['admin'],
        querystring: adminUserListQuerySchema,
        response: { 200: z.array(adminUserSchema), ...problems },
      },
    },
    async (request) => listUsers(app.deps.db, request.query.status),
  );

  app.post(
    '/api/admin/users/:id/approve',
    {
      schema: {
        summary: 'Approve (e-mails the user)',
        tags: ['admin'],
        params: idParams,
        response: { 200: adminUserSchema, ...problems },
      },
    },
    async (request) => setUserApproval(approvalDeps(), currentUser(request).id, request.params.id, true),
  );

  app.post(
    '/api/admin/users/:id/revoke',
    {
      schema: {
        summary: 'Withdraw approval',
        tags: ['admin'],
        params: idParams,
        response: { 200: adminUserSchema, ...problems },
      },
    },
    async (request) => setUserApproval(approvalDeps(), currentUser(request).id, request.params.id, false),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      schema: {
        summary: 'Change the role',
        tags: ['admin'],
        params: idParams,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema, ...problems },
      },
    },
    async (request) =>
      updateUserRole(app.deps.db, currentUser(request).id, request.params.id, request.body.role),
  );

  app.get(
    '/api/admin/leads',
    {
      schema: {
        summary: 'Leads, newest first',
        tags: ['admin'],
        response: { 200: z.array(leadSchema), ...problems },
      },
    },
    async () => listLeads(app.deps.db),
  );
};
