import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title and meta description; `t` changes with the language, so it re-runs then. */
export function usePageMeta(title: string, description: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} | ${t('brand')}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, t]);
}
