import type { Locale } from '@docread/contracts';
import type { BlogCategory, BlogPost } from './posts/types.ts';

export const TRENDING_LIMIT = 6;
export const RECENT_LIMIT = 3;
export const RELATED_LIMIT = 4;
/** Load more appears once this many articles match. */
export const LOAD_MORE_THRESHOLD = 12;
/** Articles shown at first and added by each Load more. */
export const PAGE_SIZE = 9;

export type CategoryFilter = BlogCategory | 'all';

/** Search (case-insensitive, title or excerpt, in the page's language) combined with the category filter. */
export function filterPosts(
  posts: readonly BlogPost[],
  locale: Locale,
  query: string,
  category: CategoryFilter,
) {
  const needle = query.trim().toLocaleLowerCase();
  return posts.filter((post) => {
    if (category !== 'all' && post.category !== category) return false;
    if (!needle) return true;
    const { title, excerpt } = post[locale];
    return title.toLocaleLowerCase().includes(needle) || excerpt.toLocaleLowerCase().includes(needle);
  });
}

export function featuredPost(posts: readonly BlogPost[]): BlogPost | undefined {
  return posts.find((post) => post.featured);
}

/** Trending articles, at most six, never repeating the featured one. */
export function trendingPosts(posts: readonly BlogPost[], featured: BlogPost | undefined): BlogPost[] {
  return posts.filter((post) => post.trending && post.id !== featured?.id).slice(0, TRENDING_LIMIT);
}

export function recentPosts(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).slice(0, RECENT_LIMIT);
}

export function categoryCounts(posts: readonly BlogPost[]): Map<BlogCategory, number> {
  const counts = new Map<BlogCategory, number>();
  for (const post of posts) counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
  return counts;
}

/** Same-category articles; when fewer than two share it, trending ones instead. At most four. */
export function relatedPosts(posts: readonly BlogPost[], current: BlogPost): BlogPost[] {
  const others = posts.filter((post) => post.id !== current.id);
  const sameCategory = others.filter((post) => post.category === current.category);
  const pool = sameCategory.length >= 2 ? sameCategory : others.filter((post) => post.trending);
  return pool.slice(0, RELATED_LIMIT);
}

/**
 * Fewer than LOAD_MORE_THRESHOLD matches are all shown at once; from the threshold on the grid is paged
 * and Load more adds PAGE_SIZE at a time, so no article is ever hidden without a button to reach it.
 */
export function pageOf<T>(matching: readonly T[], visible: number): { shown: readonly T[]; more: boolean } {
  if (matching.length < LOAD_MORE_THRESHOLD) return { shown: matching, more: false };
  return { shown: matching.slice(0, visible), more: visible < matching.length };
}
