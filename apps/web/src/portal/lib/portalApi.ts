import type {
  AdminAccount,
  AdminAuditEntry,
  AdminUserRow,
  AdminUserUpdate,
  AdminUserWithAccount,
  ApiKey,
  ApiKeyCreated,
  BILLING_PERIODS,
  BillingRedirect,
  BillingUsage,
  DocumentBulkDeleteResult,
  DocumentBulkResult,
  DocumentList,
  Lead,
  LearnedVendorList,
  ListPage,
  Overview,
  PlanId,
  Profile,
  ProfileUpdate,
  Role,
  Webhook,
  WebhookCreate,
  WebhookCreated,
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
  overview: () => api<Overview>('/api/overview'),
  documents: (query: string) => api<DocumentList>(`/api/documents${query ? `?${query}` : ''}`),
  deleteDocuments: (ids: readonly string[]) =>
    api<DocumentBulkDeleteResult>('/api/documents/bulk/delete', { method: 'POST', json: { ids } }),
  restoreDocuments: (ids: readonly string[]) =>
    api<DocumentBulkResult>('/api/documents/bulk/restore', { method: 'POST', json: { ids } }),
  reprocessDocuments: (ids: readonly string[]) =>
    api<DocumentBulkResult>('/api/documents/bulk/reprocess', { method: 'POST', json: { ids } }),
  apiKeys: (cursor?: string) => api<ListPage<ApiKey>>(`/api/api-keys?${pageQuery(cursor)}`),
  createApiKey: (name: string) => api<ApiKeyCreated>('/api/api-keys', { method: 'POST', json: { name } }),
  deleteApiKey: (id: string) => api<void>(`/api/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  learnedVendors: () => api<LearnedVendorList>('/api/learned-vendors'),
  forgetLearnedVendor: (id: string) =>
    api<void>(`/api/learned-vendors/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  webhooks: (cursor?: string) => api<ListPage<Webhook>>(`/api/webhooks?${pageQuery(cursor)}`),
  createWebhook: (input: WebhookCreate) =>
    api<WebhookCreated>('/api/webhooks', { method: 'POST', json: input }),
  setWebhookActive: (id: string, isActive: boolean) =>
    api<Webhook>(`/api/webhooks/${encodeURIComponent(id)}`, { method: 'PATCH', json: { isActive } }),
  deleteWebhook: (id: string) => api<void>(`/api/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  profile: () => api<Profile>('/api/profile'),
  updateProfile: (input: ProfileUpdate) => api<Profile>('/api/profile', { method: 'PATCH', json: input }),
  usage: () => api<BillingUsage>('/api/billing/usage'),
  requestPlan: (plan: PlanId, period: BillingPeriod) =>
    api<unknown>('/api/billing/plan-request', { method: 'POST', json: { plan, period } }),
  checkout: (plan: PlanId, period: BillingPeriod) =>
    api<BillingRedirect>('/api/billing/checkout', { method: 'POST', json: { plan, period } }),
  billingPortal: () => api<BillingRedirect>('/api/billing/portal', { method: 'POST', json: {} }),
  deleteAccount: (email: string) => api<void>('/api/account', { method: 'DELETE', json: { email } }),
  adminUsers: (status: 'pending' | 'approved', cursor?: string, limit?: number) =>
    api<ListPage<AdminUserRow>>(`/api/admin/users?${pageQuery(cursor, limit, { status })}`),
  approveUser: (id: string) =>
    api<unknown>(`/api/admin/users/${encodeURIComponent(id)}/approve`, { method: 'POST', json: {} }),
  revokeUser: (id: string) =>
    api<unknown>(`/api/admin/users/${encodeURIComponent(id)}/revoke`, { method: 'POST', json: {} }),
  setUserRole: (id: string, role: Role) =>
    api<unknown>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', json: { role } }),
  updateAccount: (id: string, update: AdminUserUpdate) =>
    api<AdminUserWithAccount>(`/api/admin/users/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      json: update,
    }),
  adminAccount: (id: string) =>
    api<{ user: AdminUserRow; account: AdminAccount; usage: BillingUsage; audit: AdminAuditEntry[] }>(
      `/api/admin/users/${encodeURIComponent(id)}/account`,
    ),
  leads: (cursor?: string) => api<ListPage<Lead>>(`/api/admin/leads?${pageQuery(cursor, 100)}`),
  adminAudit: (cursor?: string) => api<ListPage<AdminAuditEntry>>(`/api/admin/audit?${pageQuery(cursor)}`),
};
