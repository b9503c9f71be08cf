import { describe, expect, it } from 'vitest';
import {
  featuredPost,
  filterPosts,
  LOAD_MORE_THRESHOLD,
  PAGE_SIZE,
  pageOf,
  recentPosts,
  relatedPosts,
  trendingPosts,
} from './blogSelectors.ts';
import { BLOG_POSTS } from './posts/index.ts';
import type { BlogPost } from './posts/types.ts';

const post = (id: number, over: Partial<BlogPost> = {}): BlogPost => ({
  id,
  slug: `post-${id}`,
  category: 'guides',
  date: `2026-01-${String(id).padStart(2, '0')}`,
  views: 0,
  trending: false,
  featured: false,
  image: `/blog/${id}.svg`,
  author: {
    id: 'a',
    name: { en: 'A', he: 'א' },
    role: { en: 'r', he: 'ר' },
    bioHtml: { en: '', he: '' },
    initials: 'A',
  },
  en: {
    title: `Title ${id}`,
    excerpt: `Excerpt ${id}`,
    headings: [],
    readMinutes: 3,
    dateText: '',
    viewsText: '',
  },
  he: {
    title: `כותרת ${id}`,
    excerpt: `תקציר ${id}`,
    headings: [],
    readMinutes: 3,
    dateText: '',
    viewsText: '',
  },
  ...over,
});

describe('blog selectors', () => {
  it('searches title and excerpt case-insensitively, combined with the category', () => {
    const posts = [
      post(1, {
        en: {
          title: 'Reading INVOICES',
          excerpt: '',
          headings: [],
          readMinutes: 1,
          dateText: '',
          viewsText: '',
        },
      }),
      post(2, {
        en: {
          title: 'Other',
          excerpt: 'about invoices',
          headings: [],
          readMinutes: 1,
          dateText: '',
          viewsText: '',
        },
        category: 'tips',
      }),
      post(3, {
        en: {
          title: 'Other',
          excerpt: 'nothing',
          headings: [{ id: 'invoices', level: 2, text: 'invoices' }],
          readMinutes: 1,
          dateText: '',
          viewsText: '',
        },
      }),
    ];
    expect(filterPosts(posts, 'en', 'invoices', 'all').map((p) => p.id)).toEqual([1, 2]);
    expect(filterPosts(posts, 'en', '  Invoices ', 'tips').map((p) => p.id)).toEqual([2]);
    expect(filterPosts(posts, 'en', '', 'guides').map((p) => p.id)).toEqual([1, 3]);
    expect(filterPosts(posts, 'he', 'כותרת 3', 'all').map((p) => p.id)).toEqual([3]);
  });

  it('caps trending at six and never repeats the featured article', () => {
    const posts = Array.from({ length: 9 }, (_, i) => post(i + 1, { trending: true, featured: i === 0 }));
    const featured = featuredPost(posts);
    const trending = trendingPosts(posts, featured);
    expect(trending).toHaveLength(6);
    expect(trending.map((p) => p.id)).not.toContain(featured?.id);
  });

  it('lists the three most recent articles', () => {
    expect(recentPosts([post(1), post(5), post(3), post(4)]).map((p) => p.id)).toEqual([5, 4, 3]);
  });

  it('relates by category, else trending when fewer than two share it, at most four', () => {
    const posts = [
      post(1, { category: 'api' }),
      ...Array.from({ length: 6 }, (_, i) => post(i + 2, { category: 'api' })),
      post(20, { category: 'security', trending: true }),
    ];
    expect(relatedPosts(posts, posts[0]!).map((p) => p.id)).toEqual([2, 3, 4, 5]);
    const lonely = post(30, { category: 'research' });
    const pool = [
      lonely,
      post(31, { category: 'research' }),
      post(32, { trending: true }),
      post(33, { trending: true }),
    ];
    expect(relatedPosts(pool, lonely).map((p) => p.id)).toEqual([32, 33]);
  });

  it('shows everything below the Load more threshold and pages from it on', () => {
    const eleven = Array.from({ length: LOAD_MORE_THRESHOLD - 1 }, (_, i) => i);
    expect(pageOf(eleven, PAGE_SIZE)).toEqual({ shown: eleven, more: false });
    const twelve = Array.from({ length: LOAD_MORE_THRESHOLD }, (_, i) => i);
    expect(pageOf(twelve, PAGE_SIZE).more).toBe(true);
    expect(pageOf(twelve, PAGE_SIZE).shown).toHaveLength(PAGE_SIZE);
    expect(pageOf(twelve, PAGE_SIZE * 2)).toEqual({ shown: twelve, more: false });
  });

  it('the real articles have one featured post and ids 1 to 21', () => {
    expect(BLOG_POSTS.map((p) => p.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(BLOG_POSTS.filter((p) => p.featured)).toHaveLength(1);
  });
});
