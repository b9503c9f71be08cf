import { BLOG_POSTS } from './blog/posts/index.ts';
import { EXAMPLE_SLUGS } from './docs/examples.ts';
import { INTEGRATIONS, integrationSlug } from './integrations/catalogue.ts';

export interface SitePage {
  /** Path without the language, e.g. `/pricing`. */
  path: string;
  /** Listed in the sitemap (the thank-you page after a form is not). */
  indexed: boolean;
  /** Last change, for the sitemap (blog posts: their date). */
  lastModified?: string;
}

const STATIC_PATHS = [
  '/',
  '/features',
  '/integrations',
  '/pricing',
  '/about',
  '/faq',
  '/contact',
  '/contact-sales',
  '/early-access',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/product-demo',
  '/try',
  '/docs',
  '/docs/getting-started',
  '/docs/playground',
  '/docs/samples',
  '/docs/errors',
  '/blog',
];

/** Every page of the public site, once (each exists in every language): what is prerendered and mapped. */
export function publicPages(): SitePage[] {
  return [
    ...STATIC_PATHS.map((path) => ({ path, indexed: true })),
    { path: '/thank-you', indexed: false },
    ...EXAMPLE_SLUGS.map((slug) => ({ path: `/docs/examples/${slug}`, indexed: true })),
    ...INTEGRATIONS.map((i) => ({ path: `/docs/integrations/${integrationSlug(i.name)}`, indexed: true })),
    ...BLOG_POSTS.map((post) => ({ path: `/blog/${post.slug}`, indexed: true, lastModified: post.date })),
  ];
}

/** Old addresses that moved: a blog post's number became its slug. Paths without the language. */
export function movedPaths(): Record<string, string> {
  return Object.fromEntries(BLOG_POSTS.map((post) => [`/blog/${post.id}`, `/blog/${post.slug}`]));
}
