// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderMarkdownFile, splitFrontMatter } from '../../../../build/markdown-plugin.ts';
import { BLOG_POSTS } from './index.ts';
import { BLOG_CATEGORIES } from './types.ts';

const BLOG_IMAGE_DIR = fileURLToPath(new URL('../../../../public/blog/', import.meta.url));
const CONTENT_DIR = fileURLToPath(new URL('../content/posts/', import.meta.url));
const ALLOWED_LINKS = ['/', '/docs', '/contact-sales', '/signup', '/dashboard', '/features', '/pricing'];
const LANGUAGES = ['en', 'he'] as const;

const FENCE = /```[\s\S]*?```/g;
const withoutCode = (markdown: string) => markdown.replace(FENCE, '').replace(/`[^`\n]*`/g, '');
const codeBlocks = (markdown: string) => markdown.match(FENCE) ?? [];
const body = (slug: string, lang: string) =>
  splitFrontMatter(readFileSync(`${CONTENT_DIR}${slug}.${lang}.md`, 'utf8')).body;

describe('blog posts', () => {
  it('holds 21 posts, each in both languages, with unique slugs and ids 1 to 21', () => {
    expect(BLOG_POSTS.map((p) => p.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(new Set(BLOG_POSTS.map((p) => p.slug)).size).toBe(21);
    expect(readdirSync(CONTENT_DIR).filter((f) => f.endsWith('.md'))).toHaveLength(42);
  });

  it('features exactly one post and marks 6 to 8 as trending', () => {
    expect(BLOG_POSTS.filter((p) => p.featured)).toHaveLength(1);
    const trending = BLOG_POSTS.filter((p) => p.trending).length;
    expect(trending).toBeGreaterThanOrEqual(6);
    expect(trending).toBeLessThanOrEqual(8);
  });

  it.each(BLOG_POSTS.map((p) => [p.slug, p] as const))(
    '%s has valid front matter and an author profile',
    (_slug, post) => {
      expect(BLOG_CATEGORIES).toContain(post.category);
      expect(post.date).toMatch(/^202[56]-\d{2}-\d{2}$/);
      expect(new Date(`${post.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(post.date);
      for (const lang of LANGUAGES) {
        expect(post.author.name[lang]).not.toBe('');
        expect(post.author.role[lang]).not.toBe('');
        expect(post.author.bioHtml[lang]).toMatch(/^<p>.{40,}/);
      }
      expect(post.author.initials).toMatch(/^[A-Z]{2}$/);
      expect(post.image).toBe(`/blog/${post.id}.svg`);
    },
  );

  it.each(BLOG_POSTS.map((p) => [p.slug, p] as const))(
    '%s reads honestly: 500-900 English words, read time from them',
    (slug, post) => {
      const words = body(slug, 'en')
        .split(/\s+/)
        .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
      expect(words).toBeGreaterThanOrEqual(500);
      expect(words).toBeLessThanOrEqual(900);
      expect(post.en.readMinutes).toBe(Math.max(1, Math.round(words / 200)));
    },
  );

  it.each(BLOG_POSTS.map((p) => [p.slug, p] as const))(
    '%s has both languages with headings, anchors and internal links only',
    (slug, post) => {
      for (const lang of LANGUAGES) {
        const markdown = body(slug, lang);
        // The page prints the title itself, so the body never opens with its own h1.
        expect(withoutCode(markdown)).not.toMatch(/^# /m);
        expect(post[lang].headings.length).toBeGreaterThanOrEqual(3);
        const links = [...withoutCode(markdown).matchAll(/\]\(([^)\s]*)\)/g)].map((m) => m[1]);
        for (const link of links) expect(ALLOWED_LINKS).toContain(link);
        for (const block of codeBlocks(markdown)) expect(block).toMatch(/^```[a-z]+\n/);
        expect((markdown.match(/```/g) ?? []).length % 2).toBe(0);
      }
    },
  );

  it.each(BLOG_POSTS.map((p) => [p.slug] as const))(
    '%s keeps the same code in Hebrew and English',
    (slug) => {
      expect(codeBlocks(body(slug, 'he'))).toEqual(codeBlocks(body(slug, 'en')));
    },
  );

  it.each(BLOG_POSTS.map((p) => [p.slug, p] as const))(
    '%s Hebrew text is mostly Hebrew letters',
    (slug, post) => {
      for (const part of [post.he.title, post.he.excerpt, withoutCode(body(slug, 'he'))]) {
        const hebrew = (part.match(/[\u05D0-\u05EA]/g) ?? []).length;
        const latin = (part.match(/[A-Za-z]/g) ?? []).length;
        expect(hebrew / (hebrew + latin)).toBeGreaterThan(0.6);
      }
    },
  );

  it.each(BLOG_POSTS.map((p) => [p.id] as const))('post %i cover image exists, is small and titled', (id) => {
    const file = `${BLOG_IMAGE_DIR}${id}.svg`;
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(3 * 1024);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
    expect(svg).toContain('viewBox="0 0 1200 630"');
  });
});

describe('markdown rendering', () => {
  it('highlights code, anchors h2 and h3, and puts site links under the file language', () => {
    const source =
      '---\ntitle: T\n---\n\n## מה בודקים\n\nSee [pricing](/pricing) and [out](https://example.com).\n\n```ts\nconst a = 1;\n```\n';
    const { meta, html } = renderMarkdownFile(source, '/x/sample.he.md');
    expect(meta).toMatchObject({
      title: 'T',
      slug: 'sample',
      headings: [{ id: 'מה-בודקים', level: 2, text: 'מה בודקים' }],
    });
    expect(html).toContain('<h2 id="מה-בודקים"');
    expect(html).toContain('href="/he/pricing"');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
  });

  it('keeps inline code left-to-right inside a Hebrew paragraph', () => {
    const { html } = renderMarkdownFile('השדה `source: "text_layer"` מראה מאיפה הגיע.\n', 'a.he.md');
    expect(html).toContain('<code dir="ltr">source: &quot;text_layer&quot;</code>');
  });

  it('never passes raw HTML through', () => {
    expect(renderMarkdownFile('<script>alert(1)</script>', 'a.en.md').html).not.toContain('<script>');
  });
});
