import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import markdownIt, { type MarkdownIt } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import { localizedPath } from '../src/app/locale/paths.ts';

hljs.registerLanguage('bash', bash);
hljs.registerLanguage('json', json);
hljs.registerLanguage('python', python);
hljs.registerLanguage('ts', typescript);

export interface MarkdownHeading {
  id: string;
  level: number;
  text: string;
}

/** Heading ids that survive in URLs: letters of any script, digits and hyphens. */
export function headingSlug(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

const WORDS_PER_MINUTE = 200;

/**
 * An article's date and view count as its page shows them, written here at build time: the browser's
 * first `Intl` formatter for a language loads that language's data, one long task (tens of milliseconds
 * on a phone) in the middle of hydrating the article. Dates are calendar days, formatted in UTC so no
 * time zone moves them.
 */
function displayTexts(data: Record<string, unknown>, locale: 'he' | 'en') {
  return {
    ...(data.date === undefined
      ? {}
      : {
          dateText: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${String(data.date)}T00:00:00Z`),
          ),
        }),
    ...(typeof data.views === 'number'
      ? { viewsText: new Intl.NumberFormat(locale).format(data.views) }
      : {}),
  };
}

function createRenderer(locale: 'he' | 'en', headings: MarkdownHeading[]): MarkdownIt {
  const md: MarkdownIt = markdownIt({
    html: false,
    linkify: true,
    highlight: (code: string, language: string): string =>
      language && hljs.getLanguage(language)
        ? hljs.highlight(code, { language, ignoreIllegals: true }).value
        : md.utils.escapeHtml(code),
  });
  md.use(anchor, {
    level: [2, 3],
    slugify: headingSlug,
    permalink: anchor.permalink.headerLink({ safariReaderFix: true }),
    callback: (token, { slug, title }) => {
      headings.push({ id: slug, level: Number(token.tag.slice(1)), text: title });
    },
  });
  // Inline code (`source: "text_layer"`) is left-to-right even in a Hebrew paragraph: without its own
  // direction the bidi algorithm moves its punctuation to the Hebrew side and scrambles it.
  md.renderer.rules.code_inline = (tokens, index) =>
    `<code dir="ltr">${md.utils.escapeHtml(tokens[index]!.content)}</code>`;
  // Site links in an article lead to the article's own language.
  md.core.ruler.push('localize_links', (state) => {
    for (const block of state.tokens) {
      for (const token of block.children ?? []) {
        if (token.type !== 'link_open') continue;
        const href = token.attrGet('href');
        if (typeof href === 'string' && href.startsWith('/'))
          token.attrSet('href', localizedPath(locale, href));
      }
    }
  });
  return md;
}

/** A Markdown file's front matter (YAML between `---` lines) and its body. */
export function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  return {
    data: (parseYaml(match[1]!) as Record<string, unknown>) ?? {},
    body: source.slice(match[0].length),
  };
}

/** Renders one content file: its front matter, HTML, headings for the table of contents, reading minutes. */
export function renderMarkdownFile(source: string, fileName: string) {
  const { data, body } = splitFrontMatter(source);
  const locale = /\.he\.md$/.test(fileName) ? 'he' : 'en';
  const headings: MarkdownHeading[] = [];
  const html = createRenderer(locale, headings).render(body);
  const words = body.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  const slug = fileName.replace(/^.*\//, '').replace(/\.(he|en)\.md$/, '');
  return {
    meta: {
      ...data,
      ...displayTexts(data, locale),
      slug,
      headings,
      readMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    },
    html,
  };
}

/**
 * Markdown content as modules, rendered at build time so no Markdown code ships to the browser:
 * `file.md?meta` exports `meta` (front matter, slug, headings, reading time), `file.md?body` exports `html`.
 */
export function markdownContent(): Plugin {
  return {
    name: 'docread-markdown-content',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (!file?.endsWith('.md') || (query !== 'meta' && query !== 'body')) return null;
      const { readFile } = await import('node:fs/promises');
      this.addWatchFile(file);
      const rendered = renderMarkdownFile(await readFile(file, 'utf8'), file);
      return query === 'meta'
        ? `export const meta = ${JSON.stringify(rendered.meta)};`
        : `export const html = ${JSON.stringify(rendered.html)};`;
    },
  };
}
