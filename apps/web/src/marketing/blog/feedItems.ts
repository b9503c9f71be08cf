import type { Locale } from '@docread/contracts';
import { BLOG_POSTS } from './posts/index.ts';

export interface FeedItem {
  path: string;
  title: string;
  description: string;
  date: string;
  author: string;
  category: string;
}

/** The blog's articles in one language, newest first, for the server's RSS feeds. */
export function blogFeedItems(locale: Locale): FeedItem[] {
  return [...BLOG_POSTS]
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .map((post) => ({
      path: `/${locale}/blog/${post.slug}`,
      title: post[locale].title,
      description: post[locale].excerpt,
      date: post.date,
      author: post.author.name[locale],
      category: post.category,
    }));
}
