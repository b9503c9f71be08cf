import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageMeta, PageMetaCollector } from './head/page-meta.ts';

function setMetaContent(selector: string, create: () => HTMLMetaElement, content: string): void {
  let meta = document.querySelector<HTMLMetaElement>(selector);
  if (!meta) {
    meta = create();
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * The page's title and description (and, for the prerendered HTML, its cards and JSON-LD). While
 * prerendering it is recorded for the head; in the browser the title and descriptions follow navigation.
 */
export function usePageMeta(
  title: string,
  description: string,
  extra: Omit<PageMeta, 'title' | 'description'> = {},
): void {
  const { t } = useTranslation();
  const collector = useContext(PageMetaCollector);
  if (collector) collector.meta = { title, description, ...extra };
  useEffect(() => {
    document.title = `${title} | ${t('brand')}`;
    setMetaContent(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      description,
    );
    for (const [property, content] of [
      ['og:title', title],
      ['og:description', description],
    ] as const) {
      const meta = document.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
      if (meta) meta.content = content;
    }
  }, [title, description, t]);
}
