// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from './index.ts';
import { countWords, readingMinutes } from './reading-time.ts';
import { BLOG_CATEGORIES } from './types.ts';

const BLOG_IMAGE_DIR = fileURLToPath(new URL('../../../../public/blog/', import.meta.url));
const ALLOWED_LINKS = ['/', '/docs', '/contact-sales', '/signup', '/dashboard', '/features', '/pricing'];
const LANGUAGES = ['en', 'he'] as const;

const FENCE = /```[\s\S]*?```/g;
const withoutCode = (markdown: string) => markdown.replace(FENCE, '').replace(/`[^`\n]*`/g, '');
const headings = (markdown: string) => withoutCode(markdown).match(/^#{1,3} \S.*$/gm) ?? [];
const codeBlocks = (markdown: string) => markdown.match(FENCE) ?? [];

describe('blog posts', () => {
  it('holds 21 posts with ids 1 to 21 in order', () => {
    expect(BLOG_POSTS.map((p) => p.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });

  it('features exactly one post and marks 6 to 8 as trending', () => {
    expect(BLOG_POSTS.filter((p) => p.featured)).toHaveLength(1);
    const trending = BLOG_POSTS.filter((p) => p.trending).length;
    expect(trending).toBeGreaterThanOrEqual(6);
    expect(trending).toBeLessThanOrEqual(8);
  });

  it.each(BLOG_POSTS.map((p) => [p.id, p] as const))('post %i has valid metadata', (id, post) => {
    expect(BLOG_CATEGORIES).toContain(post.category);
    expect(post.date).toMatch(/^202[56]-\d{2}-\d{2}$/);
    expect(new Date(`${post.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(post.date);
    expect(post.views).toBeGreaterThan(0);
    expect(post.author.name).not.toBe('');
    expect(post.author.role.en).not.toBe('');
    expect(post.author.role.he).not.toBe('');
    expect(post.author.avatar).toMatch(/^[A-Z]{2}$/);
    expect(post.image).toBe(`/blog/${id}.svg`);
  });

  it.each(BLOG_POSTS.map((p) => [p.id, p] as const))(
    'post %i reads honestly: 500-900 English words, read time from them',
    (_id, post) => {
      const words = countWords(post.en.content);
      expect(words).toBeGreaterThanOrEqual(500);
      expect(words).toBeLessThanOrEqual(900);
      expect(post.readTime).toBe(readingMinutes(post.en.content));
    },
  );

  it.each(BLOG_POSTS.map((p) => [p.id, p] as const))(
    'post %i has both languages with headings and internal links only',
    (_id, post) => {
      for (const lang of LANGUAGES) {
        const text = post[lang];
        expect(text.title.trim()).not.toBe('');
        expect(text.excerpt.trim()).not.toBe('');
        expect(text.content.trim()).not.toBe('');
        // The page prints the title itself, so the body never opens with its own h1.
        expect(withoutCode(text.content)).not.toMatch(/^# /m);
        expect(headings(text.content).length).toBeGreaterThanOrEqual(3);
        const links = [...withoutCode(text.content).matchAll(/\]\(([^)\s]*)\)/g)].map((m) => m[1]);
        for (const link of links) expect(ALLOWED_LINKS).toContain(link);
        for (const block of codeBlocks(text.content)) expect(block).toMatch(/^```[a-z]+\n/);
        expect((text.content.match(/```/g) ?? []).length % 2).toBe(0);
      }
    },
  );

  it.each(BLOG_POSTS.map((p) => [p.id, p] as const))(
    'post %i keeps the same code in Hebrew and English',
    (_id, post) => {
      expect(codeBlocks(post.he.content)).toEqual(codeBlocks(post.en.content));
    },
  );

  it.each(BLOG_POSTS.map((p) => [p.id, p] as const))(
    'post %i Hebrew text is mostly Hebrew letters',
    (_id, post) => {
      for (const part of [post.he.title, post.he.excerpt, withoutCode(post.he.content)]) {
        const hebrew = (part.match(/[\u05D0-\u05EA]/g) ?? []).length;
        const latin = (part.match(/[A-Za-z]/g) ?? []).length;
        expect(hebrew / (hebrew + latin)).toBeGreaterThan(0.6);
      }
    },
  );

  it.each(BLOG_POSTS.map((p) => [p.id, p] as const))(
    'post %i cover image exists, is small and titled',
    (id) => {
      const file = `${BLOG_IMAGE_DIR}${id}.svg`;
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(3 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(svg).toContain('viewBox="0 0 1200 630"');
    },
  );
});

describe('reading time', () => {
  it('counts words in any script and skips bare punctuation', () => {
    expect(countWords('Hello, world — שלום עולם 2026 `code`')).toBe(6);
  });

  it('rounds to whole minutes at 200 words a minute, never below one', () => {
    expect(readingMinutes('word '.repeat(10))).toBe(1);
    expect(readingMinutes('word '.repeat(500))).toBe(3);
    expect(readingMinutes('word '.repeat(700))).toBe(4);
  });
});
