import type { RouteObject } from 'react-router';
import { SiteLayout } from '../marketing/layout/SiteLayout.tsx';

/** Auth screens (inside the public site's frame) and the signed-in dashboard; every page loads on first visit. */
export const portalRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./pages/auth/LoginPage.tsx')).LoginPage }),
      },
      {
        path: 'signup',
        lazy: async () => ({ Component: (await import('./pages/auth/SignUpPage.tsx')).SignUpPage }),
      },
      {
        path: 'password-reset',
        lazy: async () => ({
          Component: (await import('./pages/auth/PasswordResetPage.tsx')).PasswordResetPage,
        }),
      },
    ],
  },
  {
    path: 'dashboard',
    lazy: async () => ({ Component: (await import('./dashboard/DashboardLayout.tsx')).DashboardLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/OverviewPage.tsx')).OverviewPage }),
      },
      {
        path: 'documents',
        lazy: async () => ({
          Component: (await import('./pages/documents/DocumentsPage.tsx')).DocumentsPage,
        }),
      },
      {
        path: 'documents/:id',
        lazy: async () => ({
          Component: (await import('./viewer/DocumentViewerPage.tsx')).DocumentViewerPage,
        }),
      },
      {
        path: 'upload',
        lazy: async () => ({ Component: (await import('./pages/upload/UploadPage.tsx')).UploadPage }),
      },
      {
        path: 'api-keys',
        lazy: async () => ({ Component: (await import('./pages/api-keys/ApiKeysPage.tsx')).ApiKeysPage }),
      },
      {
        path: 'learned',
        lazy: async () => ({
          Component: (await import('./pages/learned/LearnedVendorsPage.tsx')).LearnedVendorsPage,
        }),
      },
      {
        path: 'webhooks',
        lazy: async () => ({ Component: (await import('./pages/webhooks/WebhooksPage.tsx')).WebhooksPage }),
      },
      {
        path: 'billing',
        lazy: async () => ({ Component: (await import('./pages/billing/BillingPage.tsx')).BillingPage }),
      },
      {
        path: 'settings',
        lazy: async () => ({ Component: (await import('./pages/settings/SettingsPage.tsx')).SettingsPage }),
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('./dashboard/RequireAdmin.tsx')).RequireAdmin }),
        children: [
          {
            path: 'users',
            lazy: async () => ({
              Component: (await import('./pages/admin/AdminUsersPage.tsx')).AdminUsersPage,
            }),
          },
          {
            path: 'users/:id',
            lazy: async () => ({
              Component: (await import('./pages/admin/AdminAccountPage.tsx')).AdminAccountPage,
            }),
          },
          {
            path: 'leads',
            lazy: async () => ({
              Component: (await import('./pages/admin/AdminLeadsPage.tsx')).AdminLeadsPage,
            }),
          },
          {
            path: 'audit',
            lazy: async () => ({
              Component: (await import('./pages/admin/AdminAuditPage.tsx')).AdminAuditPage,
            }),
          },
        ],
      },
    ],
  },
];
