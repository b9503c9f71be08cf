import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ensureMarketingPages } from '../i18n/index.ts';
import { SiteLayout } from './layout/SiteLayout.tsx';

/** A page other than home: its module and its part of the `marketing` catalogue, loaded together. */
function page(load: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([load(), ensureMarketingPages()]);
    return { Component };
  };
}

/** Public pages; each page module is loaded on first visit so the home page carries only itself. */
export const marketingRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/HomePage.tsx')).HomePage }),
      },
      {
        path: 'features',
        lazy: page(async () => (await import('./pages/FeaturesPage.tsx')).FeaturesPage),
      },
      {
        path: 'integrations',
        lazy: page(async () => (await import('./integrations/IntegrationsPage.tsx')).IntegrationsPage),
      },
      {
        path: 'pricing',
        lazy: page(async () => (await import('./pages/PricingPage.tsx')).PricingPage),
      },
      { path: 'about', lazy: page(async () => (await import('./pages/AboutPage.tsx')).AboutPage) },
      { path: 'faq', lazy: page(async () => (await import('./pages/FaqPage.tsx')).FaqPage) },
      {
        path: 'contact',
        lazy: page(async () => (await import('./leads/ContactPage.tsx')).ContactPage),
      },
      {
        path: 'contact-sales',
        lazy: page(async () => (await import('./leads/ContactSalesPage.tsx')).ContactSalesPage),
      },
      {
        path: 'early-access',
        lazy: page(async () => (await import('./leads/EarlyAccessPage.tsx')).EarlyAccessPage),
      },
      {
        path: 'thank-you',
        lazy: page(async () => (await import('./pages/ThankYouPage.tsx')).ThankYouPage),
      },
      {
        path: 'privacy-policy',
        lazy: page(async () => (await import('./pages/LegalPage.tsx')).PrivacyPage),
      },
      {
        path: 'terms-of-service',
        lazy: page(async () => (await import('./pages/LegalPage.tsx')).TermsPage),
      },
      {
        path: 'sitemap',
        lazy: page(async () => (await import('./pages/SitemapPage.tsx')).SitemapPage),
      },
      {
        path: 'product-demo',
        lazy: page(async () => (await import('./pages/ProductDemoPage.tsx')).ProductDemoPage),
      },
      { path: 'try', lazy: page(async () => (await import('./try/TryPage.tsx')).TryPage) },
      { path: 'docs', lazy: page(async () => (await import('./docs/DocsPage.tsx')).DocsPage) },
      {
        path: 'docs/getting-started',
        lazy: page(async () => (await import('./docs/GettingStartedPage.tsx')).GettingStartedPage),
      },
      {
        path: 'docs/examples/:slug',
        lazy: page(async () => (await import('./docs/ExamplePage.tsx')).ExamplePage),
      },
      {
        path: 'docs/integrations/:slug',
        lazy: page(async () => (await import('./docs/IntegrationDocPage.tsx')).IntegrationDocPage),
      },
      {
        path: 'docs/playground',
        lazy: page(async () => (await import('./docs/PlaygroundPage.tsx')).PlaygroundPage),
      },
      {
        path: 'docs/errors',
        lazy: page(async () => (await import('./docs/ErrorCodesPage.tsx')).ErrorCodesPage),
      },
      {
        path: 'docs/samples',
        lazy: page(async () => (await import('./docs/SamplesPage.tsx')).SamplesPage),
      },
      {
        path: 'blog',
        lazy: page(async () => (await import('./blog/BlogListPage.tsx')).BlogListPage),
      },
      {
        path: 'blog/:slug',
        lazy: page(async () => (await import('./blog/BlogPostPage.tsx')).BlogPostPage),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../app/pages/NotFoundPage.tsx')).NotFoundPage }),
      },
    ],
  },
];
