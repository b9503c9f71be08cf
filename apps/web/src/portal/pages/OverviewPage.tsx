import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, Key, type LucideIcon, Upload, Webhook } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useMe } from '../auth/useMe.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { recentDocuments } from '../lib/documentList.ts';
import { keys, portalApi } from '../lib/portalApi.ts';
import { awaitsReview } from '../viewer/nextReview.ts';
import { DocumentsCard } from './overview/DocumentsCard.tsx';
import { UsageCard, type UsageSummary } from './overview/UsageCard.tsx';
import { useAccountEvents } from './overview/useAccountEvents.ts';

/** Without the live stream the dashboard re-reads its counters this often. */
const POLL_MS = 15_000;
const SHOWN = 5;
/** Results read at most to find documents awaiting review when the list does not say. */
const REVIEW_CHECKS = 10;

const overviewKeys = {
  recent: ['overview', 'recent'] as const,
  review: ['overview', 'review'] as const,
};

async function documentsAwaitingReview() {
  const completed = (await recentDocuments({ status: 'completed' })).filter((d) => d.status === 'completed');
  if (completed.some((d) => d.needsReview !== undefined))
    return completed.filter((d) => d.needsReview).slice(0, SHOWN);
  const checked = completed.slice(0, REVIEW_CHECKS);
  const flags = await Promise.all(checked.map(awaitsReview));
  return checked.filter((_, i) => flags[i]).slice(0, SHOWN);
}

type CardKey = 'upload' | 'documents' | 'apiKeys' | 'webhooks';

const CARDS: ReadonlyArray<{ key: CardKey; to: string; icon: LucideIcon }> = [
  { key: 'upload', to: '/dashboard/upload', icon: Upload },
  { key: 'documents', to: '/dashboard/documents', icon: FileText },
  { key: 'apiKeys', to: '/dashboard/api-keys', icon: Key },
  { key: 'webhooks', to: '/dashboard/webhooks', icon: Webhook },
];

export function OverviewPage() {
  const { t } = useTranslation('portal');
  usePageMeta(t('overview.metaTitle'), t('overview.subtitle'));
  const me = useMe();
  const queryClient = useQueryClient();
  const live = useAccountEvents(() => {
    for (const key of [keys.overview, overviewKeys.recent, overviewKeys.review])
      void queryClient.invalidateQueries({ queryKey: key });
  });
  const poll = live ? false : POLL_MS;
  const overview = useQuery({ queryKey: keys.overview, queryFn: portalApi.overview, refetchInterval: poll });
  const usage = useQuery({ queryKey: keys.usage, queryFn: portalApi.usage });
  const recent = useQuery({
    queryKey: overviewKeys.recent,
    queryFn: async () => (await recentDocuments({ limit: String(SHOWN) })).slice(0, SHOWN),
    refetchInterval: poll,
  });
  const review = useQuery({ queryKey: overviewKeys.review, queryFn: documentsAwaitingReview });
  const name = me.profile.fullName.trim() || t('overview.fallbackName');
  const counts: Record<CardKey, number | undefined> = {
    upload: overview.data?.processingNow,
    documents: overview.data?.documentsThisMonth,
    apiKeys: overview.data?.apiKeys,
    webhooks: overview.data?.webhooks,
  };

  return (
    <>
      <PageHeader title={t('overview.welcome', { name })} subtitle={t('overview.subtitle')} />
      <div className="mb-6 grid gap-4 lg:grid-cols-3">
        <DocumentsCard
          title={t('overview.recent.title')}
          documents={recent.data}
          failed={recent.isError}
          empty={t('overview.recent.empty')}
          testId="recent-documents"
        />
        <DocumentsCard
          title={t('overview.review.title')}
          documents={review.data}
          failed={review.isError}
          empty={t('overview.review.empty')}
          testId="review-documents"
          badge={<Badge tone="yellow">{t('overview.review.badge')}</Badge>}
        />
        <UsageCard usage={usage.data as UsageSummary | undefined} failed={usage.isError} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map(({ key, to, icon: Icon }) => (
          <Link
            key={key}
            to={to}
            className="group rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <Card className="flex h-full flex-col transition group-hover:border-primary">
              <Icon className="size-8 text-primary" aria-hidden="true" />
              <h2 className="mt-4 text-lg font-semibold">{t(`overview.cards.${key}.title`)}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{t(`overview.cards.${key}.description`)}</p>
              <div className="mt-auto pt-4 text-sm font-medium">
                {counts[key] === undefined ? (
                  overview.isError ? null : (
                    <Skeleton className="h-5 w-28" />
                  )
                ) : (
                  t(`overview.cards.${key}.stat`, { count: counts[key] })
                )}
              </div>
            </Card>
          </Link>
        ))}
      </div>
    </>
  );
}
