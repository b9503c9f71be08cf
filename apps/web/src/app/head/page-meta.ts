import { createContext } from 'react';

/** What a page says about itself for the document head; the prerenderer turns it into tags. */
export interface PageMeta {
  title: string;
  description: string;
  /** `article` for blog posts (Open Graph type and BlogPosting JSON-LD), else a website page. */
  kind?: 'page' | 'article';
  /** Site-relative image for cards (a blog post's cover). */
  image?: string;
  /** Extra JSON-LD objects (a product's offers, an article). */
  jsonLd?: object[];
  /** Unknown address: the prerenderer gives it `noindex` and no alternates. */
  notFound?: boolean;
}

/** Set by the prerenderer around one render: pages write their meta into it while rendering. */
export const PageMetaCollector = createContext<{ meta: PageMeta | null } | null>(null);
