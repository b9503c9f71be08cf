import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { EXAMPLE_SLUGS } from '../docs/examples.ts';
import { INTEGRATIONS } from '../integrations/catalogue.ts';

type Priority = 'high' | 'medium' | 'low';
type PageKey =
  | 'home'
  | 'features'
  | 'integrations'
  | 'pricing'
  | 'tryIt'
  | 'productDemo'
  | 'docs'
  | 'gettingStarted'
  | 'playground'
  | 'samples'
  | 'errors'
  | 'apiReference'
  | 'about'
  | 'contact'
  | 'contactSales'
  | 'earlyAccess'
  | 'blog'
  | 'faq'
  | 'privacy'
  | 'terms'
  | 'login'
  | 'signup'
  | 'passwordReset'
  | 'sitemap';

interface Entry {
  to: string;
  page: PageKey;
  priority: Priority;
  /** Served by the API server rather than the single-page app. */
  external?: boolean;
}

const GROUPS: ReadonlyArray<{
  key: 'main' | 'product' | 'docs' | 'company' | 'resources' | 'legal' | 'account';
  entries: Entry[];
}> = [
  {
    key: 'main',
    entries: [
      { to: '/', page: 'home', priority: 'high' },
      { to: '/pricing', page: 'pricing', priority: 'high' },
      { to: '/try', page: 'tryIt', priority: 'high' },
    ],
  },
  {
    key: 'product',
    entries: [
      { to: '/features', page: 'features', priority: 'high' },
      { to: '/integrations', page: 'integrations', priority: 'medium' },
      { to: '/product-demo', page: 'productDemo', priority: 'medium' },
    ],
  },
  {
    key: 'docs',
    entries: [
      { to: '/docs', page: 'docs', priority: 'high' },
      { to: '/docs/getting-started', page: 'gettingStarted', priority: 'high' },
      { to: '/docs/playground', page: 'playground', priority: 'medium' },
      { to: '/docs/samples', page: 'samples', priority: 'medium' },
      { to: '/docs/errors', page: 'errors', priority: 'low' },
      { to: '/api/docs', page: 'apiReference', priority: 'medium', external: true },
    ],
  },
  {
    key: 'company',
    entries: [
      { to: '/about', page: 'about', priority: 'medium' },
      { to: '/contact', page: 'contact', priority: 'high' },
      { to: '/contact-sales', page: 'contactSales', priority: 'high' },
      { to: '/early-access', page: 'earlyAccess', priority: 'medium' },
    ],
  },
  {
    key: 'resources',
    entries: [
      { to: '/blog', page: 'blog', priority: 'medium' },
      { to: '/faq', page: 'faq', priority: 'medium' },
      { to: '/sitemap', page: 'sitemap', priority: 'low' },
    ],
  },
  {
    key: 'legal',
    entries: [
      { to: '/privacy-policy', page: 'privacy', priority: 'low' },
      { to: '/terms-of-service', page: 'terms', priority: 'low' },
    ],
  },
  {
    key: 'account',
    entries: [
      { to: '/login', page: 'login', priority: 'low' },
      { to: '/signup', page: 'signup', priority: 'medium' },
      { to: '/password-reset', page: 'passwordReset', priority: 'low' },
    ],
  },
];

const PRIORITY_TONE = { high: 'green', medium: 'yellow', low: 'default' } as const;
/** Written in the blog's data (ids 1 to 21); the sitemap does not load the articles to count them. */
const BLOG_ARTICLE_COUNT = 21;

export function SitemapPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('sitemap.meta.title'), t('sitemap.meta.description'));
  const pageCount = GROUPS.reduce((sum, group) => sum + group.entries.filter((e) => !e.external).length, 0);
  const stats = [
    { value: pageCount + EXAMPLE_SLUGS.length + INTEGRATIONS.length, label: t('sitemap.stats.pages') },
    { value: 2, label: t('sitemap.stats.languages') },
    { value: BLOG_ARTICLE_COUNT, label: t('sitemap.stats.articles') },
    { value: INTEGRATIONS.length, label: t('sitemap.stats.integrations') },
  ];
  return (
    <>
      <PageHero
        badge={t('sitemap.hero.badge')}
        title={t('sitemap.hero.title')}
        subtitle={t('sitemap.hero.subtitle')}
      />
      <Section>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {GROUPS.map((group) => (
            <Card key={group.key}>
              <h2 className="mb-4 text-xl font-semibold">{t(`sitemap.groups.${group.key}`)}</h2>
              <ul className="space-y-2">
                {group.entries.map((entry) => (
                  <li key={entry.to} className="flex items-center justify-between gap-3">
                    {entry.external ? (
                      <a href={entry.to} className="text-primary hover:underline">
                        {t(`sitemap.pages.${entry.page}`)}
                      </a>
                    ) : (
                      <Link to={entry.to} className="text-primary hover:underline">
                        {t(`sitemap.pages.${entry.page}`)}
                      </Link>
                    )}
                    <Badge tone={PRIORITY_TONE[entry.priority]}>
                      <span className="sr-only">{t('sitemap.priority.label')}: </span>
                      {t(`sitemap.priority.${entry.priority}`)}
                    </Badge>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </Section>
      <Section className="bg-muted/40">
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <h2 className="mb-4 text-xl font-semibold">{t('sitemap.technical.title')}</h2>
            <ul className="list-disc space-y-2 ps-5 text-muted-foreground">
              {t('sitemap.technical.items', { returnObjects: true }).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
          <Card>
            <h2 className="mb-4 text-xl font-semibold">{t('sitemap.useCases.title')}</h2>
            <ul className="space-y-2">
              {t('sitemap.useCases.items', { returnObjects: true }).map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="text-primary hover:underline">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>
      <Section title={t('sitemap.stats.title')}>
        <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-xl border border-border p-6 text-center"
            >
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
