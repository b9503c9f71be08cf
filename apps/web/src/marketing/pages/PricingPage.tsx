import { bestAnnualSavingPercent, FREE_TRIAL, PLANS } from '@docread/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HydrateNearViewport } from '../../app/hydration/HydrateNearViewport.tsx';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { PlanCard } from './pricing/PlanCard.tsx';
import { productJsonLd } from './pricing/productJsonLd.ts';

export function PricingPage() {
  const { t } = useTranslation(['marketing', 'common']);
  const { pathname } = useLocation();
  usePageMeta(t('pricing.meta.title'), t('pricing.meta.description'), {
    jsonLd: [
      productJsonLd({
        brand: t('common:brand'),
        description: t('pricing.meta.description'),
        path: pathname,
        planName: (plan) => t(`common:plans.${plan.id}.name`),
      }),
    ],
  });
  // The specification's toggle starts checked, and checked shows the lower (annual) prices.
  const [annual, setAnnual] = useState(true);
  const switchId = useId();
  const saving = bestAnnualSavingPercent(PLANS);
  return (
    <>
      <PageHero
        badge={t('pricing.hero.badge')}
        title={t('pricing.hero.title')}
        subtitle={t('pricing.hero.subtitle', FREE_TRIAL)}
      />
      <Section>
        <fieldset className="mb-10 flex items-center justify-center gap-3">
          <legend className="sr-only">{t('pricing.billing.label')}</legend>
          <label htmlFor={switchId} className={annual ? 'text-muted-foreground' : 'font-semibold'}>
            {t('pricing.billing.monthly')}
          </label>
          <Switch
            id={switchId}
            checked={annual}
            onCheckedChange={setAnnual}
            aria-label={t('pricing.billing.annual')}
          />
          <span className={annual ? 'font-semibold' : 'text-muted-foreground'} aria-hidden="true">
            {t('pricing.billing.annual')}
          </span>
          <Badge tone="green">{t('pricing.billing.save', { percent: saving })}</Badge>
        </fieldset>
        <div className="grid items-stretch gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} annual={annual} />
          ))}
        </div>
      </Section>
      <HydrateNearViewport>
        <Section title={t('pricing.faq.title')} className="bg-muted/40">
          <div className="mx-auto max-w-3xl">
            <FaqAccordion items={t('pricing.faq.items', { returnObjects: true })} />
          </div>
        </Section>
        <Section title={t('pricing.sales.title')} lead={t('pricing.sales.text')}>
          <div className="flex justify-center">
            <LinkButton to="/contact-sales" arrow>
              {t('pricing.sales.link')}
            </LinkButton>
          </div>
        </Section>
      </HydrateNearViewport>
    </>
  );
}
