import { LOCALES, type Locale } from '@docread/contracts';
import {
  BLOG_CATEGORIES,
  type BlogAuthor,
  type BlogCategory,
  type BlogPost,
  type BlogPostText,
  type Heading,
} from './types.ts';

/**
 * The blog's content: `content/posts/<slug>.<locale>.md` and `content/authors/<id>.<locale>.md`, Markdown
 * with front matter rendered at build time (build/markdown-plugin.ts). Front matter and tables of contents
 * are here; an article's body is its own chunk, loaded by `loadPostBody`.
 */
const postMeta = import.meta.glob<Record<string, unknown>>('../content/posts/*.md', {
  query: '?meta',
  import: 'meta',
  eager: true,
});
const postBodies = import.meta.glob<string>('../content/posts/*.md', { query: '?body', import: 'html' });
const authorMeta = import.meta.glob<Record<string, unknown>>('../content/authors/*.md', {
  query: '?meta',
  import: 'meta',
  eager: true,
});
const authorBodies = import.meta.glob<string>('../content/authors/*.md', {
  query: '?body',
  import: 'html',
  eager: true,
});

const baseName = (file: string) => file.replace(/^.*\//, '').replace(/\.(he|en)\.md$/, '');

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`Blog content: ${what} is missing`);
  return value;
}

function byLocale<T>(entries: Record<string, T>, base: string): Record<Locale, T> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const entry = entries[`${base}.${locale}.md`];
      if (entry === undefined) throw new Error(`Blog content: ${base}.${locale}.md is missing`);
      return [locale, entry];
    }),
  ) as Record<Locale, T>;
}

function readAuthors(): Map<string, BlogAuthor> {
  const authors = new Map<string, BlogAuthor>();
  for (const id of new Set(Object.keys(authorMeta).map(baseName))) {
    const meta = byLocale(authorMeta, `../content/authors/${id}`);
    const name = { he: text(meta.he.name, `${id} name`), en: text(meta.en.name, `${id} name`) };
    authors.set(id, {
      id,
      name,
      role: { he: text(meta.he.role, `${id} role`), en: text(meta.en.role, `${id} role`) },
      bioHtml: byLocale(authorBodies, `../content/authors/${id}`),
      initials: name.en
        .split(/[\s-]+/)
        .map((part) => part[0])
        .join('')
        .slice(0, 2)
        .toUpperCase(),
    });
  }
  return authors;
}

function postText(meta: Record<string, unknown>, what: string): BlogPostText {
  return {
    title: text(meta.title, `${what} title`),
    excerpt: text(meta.description, `${what} description`),
    headings: meta.headings as Heading[],
    readMinutes: meta.readMinutes as number,
    dateText: text(meta.dateText, `${what} date`),
    viewsText: text(meta.viewsText, `${what} views`),
  };
}

function readPost(slug: string, authors: Map<string, BlogAuthor>): BlogPost {
  const meta = byLocale(postMeta, `../content/posts/${slug}`);
  const { en } = meta;
  const author = authors.get(String(en.author));
  if (!author) throw new Error(`Blog content: ${slug} names unknown author ${String(en.author)}`);
  const category = (en.tags as string[])[0] as BlogCategory;
  if (!BLOG_CATEGORIES.includes(category)) throw new Error(`Blog content: ${slug} has no known tag`);
  for (const locale of LOCALES) {
    if (meta[locale].language !== locale)
      throw new Error(`Blog content: ${slug}.${locale}.md is another language`);
  }
  return {
    id: en.id as number,
    slug,
    category,
    date: String(en.date),
    views: en.views as number,
    trending: en.trending === true,
    featured: en.featured === true,
    image: text(en.cover, `${slug} cover`),
    author,
    en: postText(en, `${slug}.en`),
    he: postText(meta.he, `${slug}.he`),
  };
}

const authors = readAuthors();

/** Every article, in the order of their old ids. */
export const BLOG_POSTS: BlogPost[] = [...new Set(Object.keys(postMeta).map(baseName))]
  .map((slug) => readPost(slug, authors))
  .sort((a, b) => a.id - b.id);

/** An article's rendered body in one language. */
export async function loadPostBody(slug: string, locale: Locale): Promise<string> {
  const load = postBodies[`../content/posts/${slug}.${locale}.md`];
  if (!load) throw new Error(`No article ${slug} in ${locale}`);
  return load();
}
