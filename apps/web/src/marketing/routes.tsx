import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../app/pages/NotFoundPage.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';

/** Public pages; each page module is loaded on first visit so the home page carries only itself. */
export const marketingRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/HomePage.tsx')).HomePage }) },
      {
        path: 'features',
        lazy: async () => ({ Component: (await import('./pages/FeaturesPage.tsx')).FeaturesPage }),
      },
      {
        path: 'integrations',
        lazy: async () => ({
          Component: (await import('./integrations/IntegrationsPage.tsx')).IntegrationsPage,
        }),
      },
      {
        path: 'pricing',
        lazy: async () => ({ Component: (await import('./pages/PricingPage.tsx')).PricingPage }),
      },
      { path: 'about', lazy: async () => ({ Component: (await import('./pages/AboutPage.tsx')).AboutPage }) },
      { path: 'faq', lazy: async () => ({ Component: (await import('./pages/FaqPage.tsx')).FaqPage }) },
      {
        path: 'contact',
        lazy: async () => ({ Component: (await import('./leads/ContactPage.tsx')).ContactPage }),
      },
      {
        path: 'contact-sales',
        lazy: async () => ({ Component: (await import('./leads/ContactSalesPage.tsx')).ContactSalesPage }),
      },
      {
        path: 'early-access',
        lazy: async () => ({ Component: (await import('./leads/EarlyAccessPage.tsx')).EarlyAccessPage }),
      },
      {
        path: 'thank-you',
        lazy: async () => ({ Component: (await import('./pages/ThankYouPage.tsx')).ThankYouPage }),
      },
      {
        path: 'privacy-policy',
        lazy: async () => ({ Component: (await import('./pages/LegalPage.tsx')).PrivacyPage }),
      },
      {
        path: 'terms-of-service',
        lazy: async () => ({ Component: (await import('./pages/LegalPage.tsx')).TermsPage }),
      },
      {
        path: 'sitemap',
        lazy: async () => ({ Component: (await import('./pages/SitemapPage.tsx')).SitemapPage }),
      },
      {
        path: 'product-demo',
        lazy: async () => ({ Component: (await import('./pages/ProductDemoPage.tsx')).ProductDemoPage }),
      },
      { path: 'try', lazy: async () => ({ Component: (await import('./try/TryPage.tsx')).TryPage }) },
      { path: 'docs', lazy: async () => ({ Component: (await import('./docs/DocsPage.tsx')).DocsPage }) },
      {
        path: 'docs/getting-started',
        lazy: async () => ({ Component: (await import('./docs/GettingStartedPage.tsx')).GettingStartedPage }),
      },
      {
        path: 'docs/examples/:slug',
        lazy: async () => ({ Component: (await import('./docs/ExamplePage.tsx')).ExamplePage }),
      },
      {
        path: 'docs/integrations/:slug',
        lazy: async () => ({ Component: (await import('./docs/IntegrationDocPage.tsx')).IntegrationDocPage }),
      },
      {
        path: 'docs/playground',
        lazy: async () => ({ Component: (await import('./docs/PlaygroundPage.tsx')).PlaygroundPage }),
      },
      {
        path: 'docs/samples',
        lazy: async () => ({ Component: (await import('./docs/SamplesPage.tsx')).SamplesPage }),
      },
      {
        path: 'blog',
        lazy: async () => ({ Component: (await import('./blog/BlogListPage.tsx')).BlogListPage }),
      },
      {
        path: 'blog/:slug',
        lazy: async () => ({ Component: (await import('./blog/BlogPostPage.tsx')).BlogPostPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
