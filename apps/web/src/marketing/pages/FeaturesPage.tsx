import { FREE_TRIAL } from '@docread/contracts';
import { Brain, CheckCircle2, Languages, Plug, ScanSearch, ShieldCheck, Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { CtaBand, CtaLink } from '../components/CtaBand.tsx';
import { IconCard } from '../components/IconCard.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';

const CARD_ICONS = [Languages, ScanSearch, Plug];
const DETAIL_ICONS = [Brain, Workflow, ShieldCheck];

export function FeaturesPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('features.meta.title'), t('features.meta.description'));
  return (
    <>
      <PageHero
        badge={t('features.hero.badge')}
        title={t('features.hero.title')}
        subtitle={t('features.hero.subtitle')}
      />
      <Section>
        <div className="grid gap-6 md:grid-cols-3">
          {t('features.cards', { returnObjects: true }).map((card, i) => (
            <IconCard key={card.title} icon={CARD_ICONS[i] ?? Languages} title={card.title} headingLevel={2}>
              {card.text}
            </IconCard>
          ))}
        </div>
      </Section>
      {t('features.details', { returnObjects: true }).map((detail, i) => {
        const Icon = DETAIL_ICONS[i] ?? Brain;
        return (
          <Section key={detail.title} className={i % 2 === 0 ? 'bg-muted/40' : undefined}>
            <div className="grid items-center gap-10 md:grid-cols-2">
              <div className={i % 2 === 1 ? 'md:order-2' : undefined}>
                <Icon aria-hidden="true" className="mb-4 size-10 text-primary" />
                <h2 className="mb-3 text-3xl font-bold">{detail.title}</h2>
                <p className="text-muted-foreground">{detail.text}</p>
              </div>
              <ul className="space-y-3 rounded-2xl border border-border bg-card p-6">
                {detail.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </div>
          </Section>
        );
      })}
      <CtaBand title={t('features.cta.title')} text={t('features.cta.text', FREE_TRIAL)}>
        <CtaLink to="/signup" tone="solid">
          {t('features.cta.primary')}
        </CtaLink>
        <CtaLink to="/docs" tone="outline">
          {t('features.cta.secondary')}
        </CtaLink>
      </CtaBand>
    </>
  );
}
