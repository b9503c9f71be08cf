import type { Plan } from '@docread/contracts';
import { useTranslation } from 'react-i18next';
import { PlanFeatures } from '../../../components/PlanFeatures.tsx';
import { cn } from '../../../lib/cn.ts';
import { LinkButton } from '../../components/LinkButton.tsx';

/** One plan of the catalogue; the annual view shows the yearly price and what it comes to per month. */
export function PlanCard({ plan, annual }: { plan: Plan; annual: boolean }) {
  const { t } = useTranslation(['marketing', 'common']);
  const custom = plan.monthlyPrice == null || plan.annualPrice == null;
  const price = custom ? null : annual ? plan.annualPrice : plan.monthlyPrice;
  const monthlyEquivalent = custom ? '' : (plan.annualPrice! / 12).toFixed(2);
  return (
    <article
      data-testid={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-8 shadow-sm',
        plan.highlighted ? 'border-primary ring-2 ring-primary' : 'border-border',
      )}
    >
      {plan.highlighted && (
        <span className="absolute -top-3 start-1/2 -translate-x-1/2 rounded-full bg-blue-700 px-3 py-0.5 text-xs font-semibold text-white rtl:translate-x-1/2">
          {t('common:plans.mostPopular')}
        </span>
      )}
      <h2 className="text-2xl font-bold">{t(`common:plans.${plan.id}.name`)}</h2>
      <p className="mt-2 min-h-12 text-sm text-muted-foreground">
        {t(`common:plans.${plan.id}.description`)}
      </p>
      <p className="mt-6 flex items-baseline gap-1" data-testid="plan-price">
        {price == null ? (
          <span className="text-4xl font-bold">{t('common:plans.custom')}</span>
        ) : (
          <>
            <bdi className="text-4xl font-bold">${price}</bdi>
            <span className="text-muted-foreground">
              {t(annual ? 'common:plans.perYear' : 'common:plans.perMonth')}
            </span>
          </>
        )}
      </p>
      <p className="mt-1 min-h-5 text-sm text-muted-foreground">
        {custom
          ? t('pricing.customNote')
          : annual
            ? t('pricing.billedAnnually', { monthly: monthlyEquivalent })
            : t('pricing.billedMonthly')}
      </p>
      <PlanFeatures plan={plan} className="my-8 flex-1 space-y-3" />
      {plan.action === 'signup' ? (
        <LinkButton to="/signup" variant={plan.highlighted ? 'primary' : 'outline'} size="md">
          {t('pricing.cta.signup')}
        </LinkButton>
      ) : (
        <LinkButton to="/contact-sales" variant="outline" size="md">
          {t('pricing.cta.contactSales')}
        </LinkButton>
      )}
    </article>
  );
}
