import {
  BookOpen,
  Clock,
  Code2,
  FileCode2,
  FlaskConical,
  GitBranch,
  GraduationCap,
  HelpCircle,
  MessagesSquare,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Card } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { COMPANY_CONTACT } from '../company.ts';
import { CodeBlock } from '../components/CodeBlock.tsx';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { DocsSearch } from './DocsSearch.tsx';
import { ExampleLinks } from './ExampleLinks.tsx';
import { QUICKSTART_CLIENT, QUICKSTART_USAGE, SELF_HOST_COMMAND } from './snippets.ts';
import { useScrollToHash } from './useScrollToHash.ts';

const ANCHOR_CARDS = [
  { id: 'getting-started', key: 'gettingStarted', icon: BookOpen },
  { id: 'api-reference', key: 'apiReference', icon: Code2 },
  { id: 'tutorials', key: 'tutorials', icon: GraduationCap },
  { id: 'faqs', key: 'faqs', icon: HelpCircle },
] as const;

export function DocsPage() {
  const { t, i18n } = useTranslation('marketing');
  usePageMeta(t('docs.meta.title'), t('docs.meta.description'));
  useScrollToHash();
  const steps = t('docs.quickstart.steps', { returnObjects: true });
  const resources = [
    { key: 'sdk', icon: GitBranch, href: COMPANY_CONTACT.sdkRepository },
    { key: 'playground', icon: FlaskConical, to: '/docs/playground' },
    { key: 'samples', icon: FileCode2, to: '/docs/samples' },
    { key: 'forum', icon: MessagesSquare, href: COMPANY_CONTACT.communityForum },
  ] as const;
  return (
    <>
      <PageHero badge={t('docs.hero.badge')} title={t('docs.hero.title')} subtitle={t('docs.hero.subtitle')}>
        <DocsSearch />
      </PageHero>
      <Section>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ANCHOR_CARDS.map(({ id, key, icon: Icon }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="block h-full rounded-xl border border-border bg-card p-5 transition hover:border-primary"
              >
                <Icon aria-hidden="true" className="mb-3 size-6 text-primary" />
                <span className="block font-semibold">{t(`docs.cards.${key}.title`)}</span>
                <span className="mt-1 block text-sm text-muted-foreground">
                  {t(`docs.cards.${key}.text`)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="getting-started" title={t('docs.quickstart.title')} className="bg-muted/40">
        <Tabs defaultValue="quickstart" dir={i18n.dir()}>
          <div className="mb-8 flex justify-center">
            <TabsList aria-label={t('docs.tabs.label')}>
              <TabsTrigger value="quickstart">{t('docs.tabs.quickstart')}</TabsTrigger>
              <TabsTrigger value="examples">{t('docs.tabs.examples')}</TabsTrigger>
              <TabsTrigger value="resources">{t('docs.tabs.resources')}</TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="quickstart">
            <ol className="space-y-8">
              {steps.map((step, i) => (
                <li key={step.title} className="grid gap-4 md:grid-cols-[2.5rem_1fr]">
                  <span className="grid size-10 place-items-center rounded-full bg-primary font-bold text-primary-foreground">
                    {i + 1}
                  </span>
                  <div className="min-w-0">
                    <h3 className="text-lg font-semibold">{step.title}</h3>
                    <p className="mb-3 mt-1 text-muted-foreground">{step.text}</p>
                    {i === 0 && <CodeBlock code={SELF_HOST_COMMAND} label="bash" />}
                    {i === 2 && (
                      <div className="space-y-4">
                        <CodeBlock code={QUICKSTART_CLIENT} label={t('docs.quickstart.clientLabel')} />
                        <CodeBlock code={QUICKSTART_USAGE} label={t('docs.quickstart.usageLabel')} />
                      </div>
                    )}
                  </div>
                </li>
              ))}
            </ol>
            <div className="mt-8 flex justify-center">
              <LinkButton to="/docs/getting-started" arrow size="md">
                {t('docs.quickstart.fullGuide')}
              </LinkButton>
            </div>
          </TabsContent>
          <TabsContent value="examples">
            <ExampleLinks />
          </TabsContent>
          <TabsContent value="resources">
            <ul className="grid gap-4 sm:grid-cols-2">
              {resources.map((resource) => {
                const Icon = resource.icon;
                const body = (
                  <>
                    <Icon aria-hidden="true" className="mb-3 size-6 text-primary" />
                    <span className="block font-semibold">
                      {t(`docs.resources.items.${resource.key}.title`)}
                    </span>
                    <span className="mt-1 block text-sm text-muted-foreground">
                      {t(`docs.resources.items.${resource.key}.text`)}
                    </span>
                  </>
                );
                const className =
                  'block h-full rounded-xl border border-border bg-card p-5 hover:border-primary';
                return (
                  <li key={resource.key}>
                    {'to' in resource ? (
                      <Link to={resource.to} className={className}>
                        {body}
                      </Link>
                    ) : (
                      <a href={resource.href} className={className} rel="noopener noreferrer" target="_blank">
                        {body}
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          </TabsContent>
        </Tabs>
      </Section>

      <Section id="api-reference" title={t('docs.api.title')} lead={t('docs.api.lead')}>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <ul className="space-y-4">
              {t('docs.api.endpoints', { returnObjects: true }).map((endpoint) => (
                <li key={endpoint.path}>
                  <code dir="ltr" className="inline-flex gap-2 rounded bg-muted px-2 py-1 text-sm">
                    <span className="font-bold text-primary">{endpoint.method}</span>
                    <span>{endpoint.path}</span>
                  </code>
                  <p className="mt-1 text-sm text-muted-foreground">{endpoint.text}</p>
                </li>
              ))}
            </ul>
            <a href="/api/docs" className="mt-6 inline-block font-medium text-primary hover:underline">
              {t('docs.api.full')}
            </a>
          </Card>
          <div className="space-y-6">
            <Card>
              <h3 className="mb-3 font-semibold">{t('docs.api.errorsTitle')}</h3>
              <dl className="space-y-2 text-sm">
                {t('docs.api.errors', { returnObjects: true }).map((error) => (
                  <div key={error.code} className="flex gap-3">
                    <dt className="font-mono font-bold">{error.code}</dt>
                    <dd className="text-muted-foreground">{error.text}</dd>
                  </div>
                ))}
              </dl>
              <Link
                to="/docs/errors"
                className="mt-3 inline-block text-sm font-medium text-primary hover:underline"
              >
                {t('docs.api.allErrors')}
              </Link>
            </Card>
            <Card>
              <h3 className="mb-2 font-semibold">{t('docs.api.webhooksTitle')}</h3>
              <p className="text-sm text-muted-foreground">{t('docs.api.webhooksText')}</p>
              <Link
                to="/docs/samples"
                className="mt-3 inline-block text-sm font-medium text-primary hover:underline"
              >
                {t('docs.resources.items.samples.title')}
              </Link>
            </Card>
          </div>
        </div>
      </Section>

      <Section
        id="tutorials"
        title={t('docs.examples.title')}
        lead={t('docs.examples.lead')}
        className="bg-muted/40"
      >
        <ExampleLinks />
      </Section>

      <Section id="faqs" title={t('docs.faqs.title')}>
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <FaqAccordion items={t('docs.faqs.items', { returnObjects: true })} />
          </div>
          <Card>
            <h3 className="mb-3 flex items-center gap-2 font-semibold">
              <Clock aria-hidden="true" className="size-5 text-primary" />
              {t('docs.support.title')}
            </h3>
            <ul className="space-y-1 text-sm text-muted-foreground">
              <li>{t('docs.support.hours')}</li>
              <li>{t('docs.support.weekends')}</li>
              <li>{t('docs.support.enterprise')}</li>
            </ul>
            <div className="mt-4 flex flex-col gap-2">
              <LinkButton to="/contact" size="sm">
                {t('docs.support.contact')}
              </LinkButton>
              <LinkButton to="/docs/getting-started" size="sm" variant="outline">
                {t('docs.support.gettingStarted')}
              </LinkButton>
            </div>
          </Card>
        </div>
      </Section>
    </>
  );
}
