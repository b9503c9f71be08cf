import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { INTEGRATIONS, integrationSlug } from '../integrations/catalogue.ts';
import { EXAMPLE_KEYS, EXAMPLE_SLUGS } from './examples.ts';

interface Topic {
  title: string;
  text: string;
  to: string;
}

/** Filters the documentation's pages by title and summary as you type (no server call). */
export function DocsSearch() {
  const { t } = useTranslation('marketing');
  const [query, setQuery] = useState('');
  const inputId = useId();
  const topics = useMemo<Topic[]>(
    () => [
      {
        title: t('docs.cards.gettingStarted.title'),
        text: t('docs.cards.gettingStarted.text'),
        to: '/docs/getting-started',
      },
      { title: t('docs.cards.apiReference.title'), text: t('docs.api.lead'), to: '/docs#api-reference' },
      {
        title: t('docs.resources.items.playground.title'),
        text: t('docs.resources.items.playground.text'),
        to: '/docs/playground',
      },
      {
        title: t('docs.resources.items.samples.title'),
        text: t('docs.resources.items.samples.text'),
        to: '/docs/samples',
      },
      { title: t('docs.faqs.title'), text: t('docs.cards.faqs.text'), to: '/docs#faqs' },
      ...EXAMPLE_SLUGS.map((slug) => ({
        title: t(`docs.examples.items.${EXAMPLE_KEYS[slug]}.title`),
        text: t(`docs.examples.items.${EXAMPLE_KEYS[slug]}.text`),
        to: `/docs/examples/${slug}`,
      })),
      ...INTEGRATIONS.map((integration) => ({
        title: t('integrations.doc.title', { name: integration.name }),
        text: t(`integrations.cards.${integrationSlug(integration.name)}` as 'integrations.cards.zapier'),
        to: `/docs/integrations/${integrationSlug(integration.name)}`,
      })),
    ],
    [t],
  );
  const needle = query.trim().toLocaleLowerCase();
  const matches = needle
    ? topics.filter((topic) => `${topic.title} ${topic.text}`.toLocaleLowerCase().includes(needle))
    : [];
  return (
    <div className="w-full max-w-xl text-start">
      <label htmlFor={inputId} className="sr-only">
        {t('docs.search.label')}
      </label>
      <SearchInput
        id={inputId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('docs.search.placeholder')}
        className="h-12 bg-card"
      />
      {needle && (
        <div role="status" className="mt-2 rounded-lg border border-border bg-card p-2 shadow-lg">
          {matches.length === 0 ? (
            <p className="p-2 text-sm text-muted-foreground">{t('docs.search.none', { query })}</p>
          ) : (
            <ul aria-label={t('docs.search.results')} className="max-h-72 overflow-y-auto">
              {matches.map((topic) => (
                <li key={topic.to}>
                  <Link to={topic.to} className="block rounded p-2 hover:bg-muted">
                    <span className="block text-sm font-medium">{topic.title}</span>
                    <span className="block text-xs text-muted-foreground">{topic.text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
