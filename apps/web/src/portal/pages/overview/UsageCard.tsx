import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** What the dashboard reads from `/api/billing/usage`, today's trial fields or a plan's quota (issue 14). */
export interface UsageSummary {
  plan?: string;
  documentsProcessed?: number;
  documentLimit?: number | null;
  monthlyQuota?: number | null;
  trialDaysLeft?: number;
  daysLeft?: number;
}

/** Documents used against the quota, and the days left in the trial or period. */
export function UsageCard({ usage, failed }: { usage: UsageSummary | undefined; failed: boolean }) {
  const { t, i18n } = useTranslation('portal');
  const number = new Intl.NumberFormat(i18n.language);
  const used = usage?.documentsProcessed;
  const limit = usage?.documentLimit ?? usage?.monthlyQuota ?? null;
  // Only a trial ends: a plan's days left would read as an end to come.
  const daysLeft = usage?.plan === 'free_trial' ? (usage.daysLeft ?? usage.trialDaysLeft) : undefined;
  return (
    <Card className="flex min-w-0 flex-col gap-3" data-testid="usage-card">
      <h2 className="text-lg font-semibold">{t('overview.usage.title')}</h2>
      {used === undefined ? (
        failed ? (
          <p className="text-sm text-muted-foreground">{t('overview.loadError')}</p>
        ) : (
          <Skeleton className="h-12 w-full" />
        )
      ) : (
        <>
          <p className="text-sm">
            {limit == null
              ? t('overview.usage.unlimited', { used: number.format(used) })
              : t('overview.usage.used', { used: number.format(used), limit: number.format(limit) })}
          </p>
          {limit != null && limit > 0 && (
            <Progress value={(used / limit) * 100} aria-label={t('overview.usage.title')} />
          )}
          {daysLeft !== undefined && (
            <p className="text-sm text-muted-foreground">
              {t('overview.usage.daysLeft', { count: daysLeft })}
            </p>
          )}
          <Link
            to="/dashboard/billing"
            className="mt-auto text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('overview.usage.details')}
          </Link>
        </>
      )}
    </Card>
  );
}
