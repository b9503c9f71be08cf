import {
  adminAccountDetailSchema,
  adminAuditEntrySchema,
  adminAuditQuerySchema,
  adminUserListQuerySchema,
  adminUserRowSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  adminUserWithAccountSchema,
  leadSchema,
  listPageSchema,
  pageQuerySchema,
} from '@docread/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole } from '../../http/guards.ts';
import { problems } from '../../http/responses.ts';
import { notFound } from '../../shared/domain-errors.ts';
import { getBillingUsage } from '../billing/get-billing-usage.ts';
import { listLeads } from '../leads/list-leads.ts';
import type { AdminActor } from './admin-actor.ts';
import { listAdminActions, listAdminActionsOn } from './admin-audit.ts';
import { getAdminUser, listUsers } from './list-users.ts';
import { setUserApproval } from './set-user-approval.ts';
import { getAccountSettings, updateAccount } from './update-account-settings.ts';

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
        summary: 'Users, newest first, a page at a time; status=pending lists those waiting for approval',
        tags: ['admin'],
        querystring: adminUserListQuerySchema,
        response: { 200: listPageSchema(adminUserRowSchema), ...problems },
      },
    },
    async (request) => listUsers(app.deps.db, app.deps.config.admin.email, request.query),
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
        summary:
          "Change the role, plan, monthly quota or suspension (another admin's: the owner account only)",
        description:
          '`plan`: trial, starter, professional, enterprise or unlimited; `monthlyQuota`: documents per month ' +
          "in place of the plan's (null: the plan's); `suspended`: a suspended account signs in but cannot " +
          'process documents (uploads and /v3 answer 403 `account_suspended`).',
        tags: ['admin'],
        params: idParams,
        body: adminUserUpdateSchema,
        response: { 200: adminUserWithAccountSchema, ...problems },
      },
    },
    async (request) => updateAccount(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/users/:id/account',
    {
      schema: {
        summary: "An account's plan settings, its usage in the period and what admins did to it",
        tags: ['admin'],
        params: idParams,
        response: { 200: adminAccountDetailSchema, ...problems },
      },
    },
    async (request) => {
      const user = await getAdminUser(app.deps.db, request.params.id);
      if (!user) throw notFound('User not found');
      const [account, usage, audit] = await Promise.all([
        getAccountSettings(app.deps.db, user.id),
        getBillingUsage(app.deps.db, user, app.deps.config.payments),
        listAdminActionsOn(app.deps.db, user.id, 100),
      ]);
      return { user, account, usage, audit };
    },
  );

  app.get(
    '/api/admin/leads',
    {
      schema: {
        summary: 'Leads, newest first, a page at a time',
        tags: ['admin'],
        querystring: pageQuerySchema,
        response: { 200: listPageSchema(leadSchema), ...problems },
      },
    },
    async (request) => listLeads(app.deps.db, request.query),
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        summary:
          'What administrators did, newest first, a page at a time: who, what, to whom, when, from where',
        tags: ['admin'],
        querystring: adminAuditQuerySchema,
        response: { 200: listPageSchema(adminAuditEntrySchema), ...problems },
      },
    },
    async (request) => listAdminActions(app.deps.db, request.query),
  );
};
