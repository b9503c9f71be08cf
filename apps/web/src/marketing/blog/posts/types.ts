import type { Locale } from '@docread/contracts';

export const BLOG_CATEGORIES = [
  'guides',
  'tips',
  'research',
  'security',
  'business',
  'technology',
  'how-to',
  'case-study',
  'api',
  'industry',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface Heading {
  id: string;
  level: number;
  text: string;
}

/** One language's version of an article: its front matter and the table of contents of its body. */
export interface BlogPostText {
  title: string;
  excerpt: string;
  headings: Heading[];
  readMinutes: number;
  /** The date and the view count in this language, formatted at build time. */
  dateText: string;
  viewsText: string;
}

/** A profile from `content/authors/<id>.<locale>.md`. */
export interface BlogAuthor {
  id: string;
  name: Record<Locale, string>;
  role: Record<Locale, string>;
  /** The profile's body, rendered Markdown. */
  bioHtml: Record<Locale, string>;
  initials: string;
}

export interface BlogPost {
  /** The number of the article's old address (`/blog/1`), kept so old links still reach it. */
  id: number;
  /** The address: `/he/blog/<slug>` and `/en/blog/<slug>`. */
  slug: string;
  category: BlogCategory;
  date: string;
  views: number;
  trending: boolean;
  featured: boolean;
  image: string;
  author: BlogAuthor;
  en: BlogPostText;
  he: BlogPostText;
}
