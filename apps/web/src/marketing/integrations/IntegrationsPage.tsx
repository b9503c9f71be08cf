import { Code2, FileOutput, Quote, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { CtaBand, CtaLink } from '../components/CtaBand.tsx';
import { IconCard } from '../components/IconCard.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { INTEGRATION_TABS, INTEGRATIONS } from './catalogue.ts';
import { IntegrationCard } from './IntegrationCard.tsx';

const FEATURE_ICONS = [ShieldCheck, FileOutput, Code2];

export function IntegrationsPage() {
  const { t, i18n } = useTranslation('marketing');
  usePageMeta(t('integrations.meta.title'), t('integrations.meta.description'));
  return (
    <>
      <PageHero
        badge={t('integrations.hero.badge')}
        title={t('integrations.hero.title')}
        subtitle={t('integrations.hero.subtitle')}
      />
      <Section>
        <Tabs defaultValue="popular" dir={i18n.dir()}>
          <div className="mb-8 flex justify-center overflow-x-auto">
            <TabsList aria-label={t('integrations.tabs.label')}>
              {INTEGRATION_TABS.map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  {t(`integrations.tabs.${tab}`)}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {INTEGRATION_TABS.map((tab) => (
            <TabsContent key={tab} value={tab}>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {INTEGRATIONS.filter((integration) => integration.tab === tab).map((integration) => (
                  <li key={integration.name}>
                    <IntegrationCard integration={integration} />
                  </li>
                ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      </Section>
      <Section title={t('integrations.features.title')} className="bg-muted/40">
        <div className="grid gap-6 md:grid-cols-3">
          {t('integrations.features.items', { returnObjects: true }).map((item, i) => (
            <IconCard key={item.title} icon={FEATURE_ICONS[i] ?? Code2} title={item.title}>
              {item.text}
            </IconCard>
          ))}
        </div>
      </Section>
      <Section title={t('integrations.workflow.title')}>
        <ol className="grid gap-6 md:grid-cols-4">
          {t('integrations.workflow.items', { returnObjects: true }).map((step, i) => (
            <li key={step.title} className="rounded-xl border border-border p-5">
              <span className="mb-3 grid size-8 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                {i + 1}
              </span>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('integrations.testimonials.title')} className="bg-muted/40">
        <div className="grid gap-6 md:grid-cols-3">
          {t('integrations.testimonials.items', { returnObjects: true }).map((item) => (
            <figure key={item.name} className="rounded-xl border border-border bg-card p-6">
              <Quote aria-hidden="true" className="rtl-flip mb-3 size-5 text-primary" />
              <blockquote>{item.quote}</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{item.name}</span>
                <span className="text-muted-foreground">
                  {' · '}
                  <bdi>{item.role}</bdi>
                </span>
                <span className="mt-1 block text-xs text-muted-foreground">{t('shared.illustrative')}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>
      <Section title={t('integrations.demo.title')} lead={t('integrations.demo.text')}>
        <div className="flex justify-center">
          <Link to="/product-demo" className="font-medium text-primary hover:underline">
            {t('integrations.demo.link')}
          </Link>
        </div>
      </Section>
      <CtaBand title={t('integrations.cta.title')} text={t('integrations.cta.text')}>
        <CtaLink to="/signup" tone="solid">
          {t('integrations.cta.primary')}
        </CtaLink>
        <CtaLink to="/contact" tone="outline">
          {t('integrations.cta.secondary')}
        </CtaLink>
      </CtaBand>
    </>
  );
}
