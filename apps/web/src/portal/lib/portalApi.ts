import {
  type AdminUserUpdate,
  adminAccountDetailSchema,
  adminAuditEntrySchema,
  adminUserRowSchema,
  adminUserSchema,
  adminUserWithAccountSchema,
  apiKeyCreatedSchema,
  apiKeySchema,
  type BILLING_PERIODS,
  billingRedirectSchema,
  billingUsageSchema,
  documentBulkDeleteResultSchema,
  documentBulkResultSchema,
  documentListSchema,
  leadSchema,
  learnedVendorListSchema,
  listPageSchema,
  noContentSchema,
  overviewSchema,
  type PlanId,
  type ProfileUpdate,
  planRequestCreatedSchema,
  profileSchema,
  type Role,
  type WebhookCreate,
  webhookCreatedSchema,
  webhookSchema,
} from '@docread/contracts';
import { api } from '../../lib/api.ts';
import { pageQuery } from './usePagedList.ts';

export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Query keys, one per server resource, so a mutation knows exactly what to refresh. */
export const keys = {
  overview: ['overview'] as const,
  documents: ['documents'] as const,
  apiKeys: ['api-keys'] as const,
  webhooks: ['webhooks'] as const,
  learnedVendors: ['learned-vendors'] as const,
  profile: ['profile'] as const,
  usage: ['billing', 'usage'] as const,
  adminUsers: (status: 'pending' | 'approved') => ['admin', 'users', status] as const,
  /** Under `adminUsers('pending')`, so refreshing the pending list refreshes the badge's count too. */
  pendingApprovals: ['admin', 'users', 'pending', 'count'] as const,
  leads: ['admin', 'leads'] as const,
  adminAudit: ['admin', 'audit'] as const,
  adminAccount: (id: string) => ['admin', 'account', id] as const,
};

export const portalApi = {
  overview: () => api('/api/overview', overviewSchema),
  documents: (query: string) => api(`/api/documents${query ? `?${query}` : ''}`, documentListSchema),
  deleteDocuments: (ids: readonly string[]) =>
    api('/api/documents/bulk/delete', documentBulkDeleteResultSchema, { method: 'POST', json: { ids } }),
  restoreDocuments: (ids: readonly string[]) =>
    api('/api/documents/bulk/restore', documentBulkResultSchema, { method: 'POST', json: { ids } }),
  reprocessDocuments: (ids: readonly string[]) =>
    api('/api/documents/bulk/reprocess', documentBulkResultSchema, { method: 'POST', json: { ids } }),
  apiKeys: (cursor?: string) => api(`/api/api-keys?${pageQuery(cursor)}`, listPageSchema(apiKeySchema)),
  createApiKey: (name: string) =>
    api('/api/api-keys', apiKeyCreatedSchema, { method: 'POST', json: { name } }),
  deleteApiKey: (id: string) =>
    api(`/api/api-keys/${encodeURIComponent(id)}`, noContentSchema, { method: 'DELETE' }),
  learnedVendors: () => api('/api/learned-vendors', learnedVendorListSchema),
  forgetLearnedVendor: (id: string) =>
    api(`/api/learned-vendors/${encodeURIComponent(id)}`, noContentSchema, { method: 'DELETE' }),
  webhooks: (cursor?: string) => api(`/api/webhooks?${pageQuery(cursor)}`, listPageSchema(webhookSchema)),
  createWebhook: (input: WebhookCreate) =>
    api('/api/webhooks', webhookCreatedSchema, { method: 'POST', json: input }),
  setWebhookActive: (id: string, isActive: boolean) =>
    api(`/api/webhooks/${encodeURIComponent(id)}`, webhookSchema, { method: 'PATCH', json: { isActive } }),
  deleteWebhook: (id: string) =>
    api(`/api/webhooks/${encodeURIComponent(id)}`, noContentSchema, { method: 'DELETE' }),
  profile: () => api('/api/profile', profileSchema),
  updateProfile: (input: ProfileUpdate) =>
    api('/api/profile', profileSchema, { method: 'PATCH', json: input }),
  usage: () => api('/api/billing/usage', billingUsageSchema),
  requestPlan: (plan: PlanId, period: BillingPeriod) =>
    api('/api/billing/plan-request', planRequestCreatedSchema, { method: 'POST', json: { plan, period } }),
  checkout: (plan: PlanId, period: BillingPeriod) =>
    api('/api/billing/checkout', billingRedirectSchema, { method: 'POST', json: { plan, period } }),
  billingPortal: () => api('/api/billing/portal', billingRedirectSchema, { method: 'POST', json: {} }),
  deleteAccount: (email: string) =>
    api('/api/account', noContentSchema, { method: 'DELETE', json: { email } }),
  adminUsers: (status: 'pending' | 'approved', cursor?: string, limit?: number) =>
    api(`/api/admin/users?${pageQuery(cursor, limit, { status })}`, listPageSchema(adminUserRowSchema)),
  approveUser: (id: string) =>
    api(`/api/admin/users/${encodeURIComponent(id)}/approve`, adminUserSchema, { method: 'POST', json: {} }),
  revokeUser: (id: string) =>
    api(`/api/admin/users/${encodeURIComponent(id)}/revoke`, adminUserSchema, { method: 'POST', json: {} }),
  setUserRole: (id: string, role: Role) =>
    api(`/api/admin/users/${encodeURIComponent(id)}`, adminUserWithAccountSchema, {
      method: 'PATCH',
      json: { role },
    }),
  updateAccount: (id: string, update: AdminUserUpdate) =>
    api(`/api/admin/users/${encodeURIComponent(id)}`, adminUserWithAccountSchema, {
      method: 'PATCH',
      json: update,
    }),
  adminAccount: (id: string) =>
    api(`/api/admin/users/${encodeURIComponent(id)}/account`, adminAccountDetailSchema),
  leads: (cursor?: string) => api(`/api/admin/leads?${pageQuery(cursor, 100)}`, listPageSchema(leadSchema)),
  adminAudit: (cursor?: string) =>
    api(`/api/admin/audit?${pageQuery(cursor)}`, listPageSchema(adminAuditEntrySchema)),
};
