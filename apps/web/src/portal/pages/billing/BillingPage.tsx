import { type BillingUsage, bestAnnualSavingPercent, PLANS, type Plan } from '@docread/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { PlanFeatures } from '../../../components/PlanFeatures.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDate } from '../../lib/format.ts';
import { leaveFor } from '../../lib/leaveFor.ts';
import { type BillingPeriod, keys, portalApi } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';
import { UsageChart } from './UsageChart.tsx';
import { dailySeries } from './usageSeries.ts';

export function BillingPage() {
  const { t } = useTranslation(['portal', 'common']);
  usePageMeta(t('billing.metaTitle'), t('billing.subtitle'));
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const usage = useQuery({ queryKey: keys.usage, queryFn: portalApi.usage });
  const queryClient = useQueryClient();
  const request = useMutation({
    mutationFn: (plan: Plan) => portalApi.requestPlan(plan.id, period),
    onSuccess: (_, plan) => {
      void queryClient.invalidateQueries({ queryKey: keys.usage });
      toast.success(t('billing.requested'), {
        description: t('billing.requestedDetail', {
          plan: t(`common:plans.${plan.id}.name`),
          period: t(`billing.${period}`),
        }),
        duration: 10_000,
      });
    },
    onError: () => toastError(t('common.errorTitle'), t('billing.requestError')),
  });
  // The provider's page takes over the tab; the plan itself changes when its signed event arrives.
  const checkout = useMutation({
    mutationFn: (plan: Plan) => portalApi.checkout(plan.id, period),
    onSuccess: ({ url }) => leaveFor(url),
    onError: () => toastError(t('common.errorTitle'), t('billing.checkoutError')),
  });
  useCheckoutReturn();
  const sold = (plan: Plan) =>
    usage.data?.payments.checkout.some((c) => c.plan === plan.id && c.period === period) ?? false;
  const saving = bestAnnualSavingPercent(PLANS);
  // Honest labels: nobody is offered a trial they are already on, and asking is called asking.
  const planButtonLabel = (plan: Plan, current: BillingUsage | undefined) =>
    current?.plan === plan.id
      ? t('billing.currentPlanButton')
      : sold(plan)
        ? t('billing.subscribe', { plan: t(`common:plans.${plan.id}.name`) })
        : current?.requestedPlan?.plan === plan.id
          ? t('billing.requestedButton')
          : t('billing.requestPlan', { plan: t(`common:plans.${plan.id}.name`) });
  const busy = request.isPending || checkout.isPending || checkout.isSuccess;

  return (
    <>
      <PageHeader title={t('billing.title')} subtitle={t('billing.subtitle')} />

      <CurrentPlan usage={usage.data} loading={usage.isPending} />
      {usage.data && <UsageCard usage={usage.data} />}

      <div className="my-8 flex items-center justify-center gap-3">
        <fieldset className="inline-flex rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('billing.periodLabel')}</legend>
          {(['monthly', 'annual'] as const).map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
              className={cn(
                'rounded-md px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary',
                period === p ? 'bg-background shadow-sm' : 'text-muted-foreground',
              )}
            >
              {t(`billing.${p}`)}
            </button>
          ))}
        </fieldset>
        {saving > 0 && <Badge tone="green">{t('billing.save', { percent: saving })}</Badge>}
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => {
          const price = period === 'monthly' ? plan.monthlyPrice : plan.annualPrice;
          return (
            <Card
              key={plan.id}
              className={cn('relative flex flex-col', plan.highlighted && 'border-2 border-primary')}
            >
              {plan.highlighted && (
                <span className="absolute -top-3 start-1/2 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground ltr:-translate-x-1/2 rtl:translate-x-1/2">
                  {t('billing.popular')}
                </span>
              )}
              <h2 className="text-xl font-semibold">{t(`common:plans.${plan.id}.name`)}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{t(`common:plans.${plan.id}.description`)}</p>
              <p className="mt-4">
                {price == null ? (
                  <span className="text-3xl font-bold">{t('billing.custom')}</span>
                ) : (
                  <>
                    <span className="text-3xl font-bold" dir="ltr">
                      ${price}
                    </span>
                    <span className="text-muted-foreground">
                      {period === 'monthly' ? t('billing.perMonth') : t('billing.perYear')}
                    </span>
                  </>
                )}
              </p>
              <PlanFeatures plan={plan} className="mt-6 flex-1 space-y-2" />
              {plan.action === 'contact_sales' ? (
                <Button asChild variant="outline" className="mt-6">
                  <Link to="/contact-sales">{t('billing.contactUs')}</Link>
                </Button>
              ) : (
                <Button
                  className="mt-6"
                  variant={plan.highlighted ? 'primary' : 'outline'}
                  disabled={busy || (sold(plan) && usage.data?.plan === plan.id)}
                  onClick={() => (sold(plan) ? checkout.mutate(plan) : request.mutate(plan))}
                >
                  {request.isPending && request.variables?.id === plan.id
                    ? t('billing.requesting')
                    : (checkout.isPending || checkout.isSuccess) && checkout.variables?.id === plan.id
                      ? t('billing.redirecting')
                      : planButtonLabel(plan, usage.data)}
                </Button>
              )}
            </Card>
          );
        })}
      </div>
    </>
  );
}

function CurrentPlan({ usage, loading }: { usage: BillingUsage | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation(['portal', 'common']);
  if (loading) return <Skeleton className="h-40" />;
  if (!usage) {
    return (
      <Card role="alert">
        <p>{t('common.loadFailed')}</p>
      </Card>
    );
  }
  const { documentsProcessed: used, documentLimit: limit, trialDaysLeft, requestedPlan } = usage;
  const onTrial = usage.plan === 'free_trial';
  const canManage = usage.payments.manage;
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-sm font-medium text-muted-foreground">{t('billing.currentTitle')}</h2>
          <p className="mt-1 text-2xl font-bold" data-testid="current-plan">
            {usage.plan === 'free_trial'
              ? t('billing.trial')
              : usage.plan === 'unlimited'
                ? t('billing.unlimited')
                : t(`common:plans.${usage.plan}.name`)}
          </p>
        </div>
        <div className="text-end">
          <ManageBillingButton enabled={canManage} />
          <p id="manage-hint" className="mt-1 max-w-56 text-xs text-muted-foreground">
            {canManage ? t('billing.manageHintPayments') : t('billing.manageHint')}
          </p>
        </div>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div className="space-y-2">
          <div className="flex justify-between gap-2 text-sm">
            <span>{t('billing.processed')}</span>
            <span className="font-medium" dir="ltr" data-testid="billing-usage">
              {limit === null
                ? t('billing.processedUnlimited', { used })
                : t('billing.processedValue', { used, limit })}
            </span>
          </div>
          {limit !== null && (
            <Progress value={limit > 0 ? (used / limit) * 100 : 100} aria-label={t('billing.processed')} />
          )}
        </div>
        {onTrial ? (
          <div className="flex justify-between gap-2 text-sm sm:flex-col sm:gap-1">
            <span>{t('billing.trialEnds')}</span>
            <span className="font-medium" title={formatDate(usage.trialEndsAt, i18n.language)}>
              {trialDaysLeft > 0
                ? t('billing.trialEndsIn', { count: trialDaysLeft })
                : t('billing.trialEnded')}
            </span>
          </div>
        ) : (
          usage.periodEnd && (
            <div className="flex justify-between gap-2 text-sm sm:flex-col sm:gap-1">
              <span>{t('billing.renews')}</span>
              <span className="font-medium">{formatDate(usage.periodEnd, i18n.language)}</span>
            </div>
          )
        )}
      </div>
      {usage.suspended && (
        <p
          role="alert"
          className="mt-6 rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          {t('billing.suspended')}
        </p>
      )}
      {requestedPlan && (
        <p className="mt-6 rounded-md bg-muted p-3 text-sm" data-testid="requested-plan">
          {t('billing.requestedLine', {
            plan: t(`common:plans.${requestedPlan.plan}.name`),
            period: t(`billing.${requestedPlan.period}`),
            date: formatDate(requestedPlan.createdAt, i18n.language),
          })}
        </p>
      )}
    </Card>
  );
}

/** Opens the payment provider's customer portal (card, invoices, plan change, cancellation). */
function ManageBillingButton({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(['portal', 'common']);
  const open = useMutation({
    mutationFn: portalApi.billingPortal,
    onSuccess: ({ url }) => leaveFor(url),
    onError: () => toastError(t('common.errorTitle'), t('billing.portalError')),
  });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={!enabled || open.isPending || open.isSuccess}
      aria-describedby="manage-hint"
      onClick={() => open.mutate()}
    >
      {open.isPending || open.isSuccess ? t('billing.redirecting') : t('billing.manage')}
    </Button>
  );
}

/** Back from Checkout (`?checkout=success|cancelled`): say what happened once, then tidy the address. */
function useCheckoutReturn() {
  const { t } = useTranslation('portal');
  const [params, setParams] = useSearchParams();
  const outcome = params.get('checkout');
  useEffect(() => {
    if (outcome === 'success')
      toast.success(t('billing.checkoutSuccess'), {
        description: t('billing.checkoutSuccessDetail'),
        duration: 10_000,
      });
    else if (outcome === 'cancelled') toast(t('billing.checkoutCancelled'));
    else return;
    setParams(
      (current) => {
        current.delete('checkout');
        return current;
      },
      { replace: true },
    );
  }, [outcome, setParams, t]);
}

function UsageCard({ usage }: { usage: BillingUsage }) {
  const { t } = useTranslation('portal');
  const end = usage.periodEnd ?? new Date(Date.now() + 86_400_000).toISOString();
  const series = dailySeries(usage.daily, usage.previousPeriodStart, end);
  const days = Math.max(1, (Date.parse(end) - Date.parse(usage.periodStart)) / 86_400_000);
  const quotaPerDay =
    usage.documentLimit === null ? null : Math.round((usage.documentLimit / days) * 10) / 10;
  return (
    <Card className="mt-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('billing.chart.title')}</h2>
        <Button asChild variant="outline" size="sm">
          <a href="/api/billing/usage.csv" download>
            {t('billing.downloadCsv')}
          </a>
        </Button>
      </div>
      <UsageChart series={series} quotaPerDay={quotaPerDay} />
    </Card>
  );
}
