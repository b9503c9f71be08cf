import {
  adminAuditEntrySchema,
  adminAuditQuerySchema,
  adminUserListQuerySchema,
  adminUserRowSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  leadSchema,
} from '@docread/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole } from '../../http/guards.ts';
import { problems } from '../../http/responses.ts';
import { listLeads } from '../leads/list-leads.ts';
import type { AdminActor } from './admin-actor.ts';
import { listAdminActions } from './admin-audit.ts';
import { listUsers } from './list-users.ts';
import { setUserApproval } from './set-user-approval.ts';
import { updateUserRole } from './update-user-role.ts';

const idParams = z.object({ id: z.string().min(1) });

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const actorOf = (request: FastifyRequest): AdminActor => {
    const user = currentUser(request);
    return {
      db: app.deps.db,
      ownerEmail: app.deps.config.admin.email,
      actor: { id: user.id, email: user.email },
      ip: request.ip,
    };
  };
  const approvalDeps = (request: FastifyRequest) => ({
    ...actorOf(request),
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
        response: { 200: z.array(adminUserRowSchema), ...problems },
      },
    },
    async (request) => listUsers(app.deps.db, app.deps.config.admin.email, request.query.status),
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
    async (request) => setUserApproval(approvalDeps(request), request.params.id, true),
  );

  app.post(
    '/api/admin/users/:id/revoke',
    {
      schema: {
        summary: "Withdraw approval (another admin's: the owner account only)",
        tags: ['admin'],
        params: idParams,
        response: { 200: adminUserSchema, ...problems },
      },
    },
    async (request) => setUserApproval(approvalDeps(request), request.params.id, false),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      schema: {
        summary: "Change the role (another admin's, or to admin: the owner account only)",
        tags: ['admin'],
        params: idParams,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema, ...problems },
      },
    },
    async (request) => updateUserRole(actorOf(request), request.params.id, request.body.role),
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

  app.get(
    '/api/admin/audit',
    {
      schema: {
        summary: 'What administrators did, newest first: who, what, to whom, when, from which address',
        tags: ['admin'],
        querystring: adminAuditQuerySchema,
        response: { 200: z.array(adminAuditEntrySchema), ...problems },
      },
    },
    async (request) => listAdminActions(app.deps.db, request.query.limit),
  );
};
