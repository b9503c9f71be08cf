import { useQuery } from '@tanstack/react-query';
import { FileText, Key, type LucideIcon, Upload, Webhook } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useMe } from '../auth/useMe.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { keys, portalApi } from '../lib/portalApi.ts';

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
  const overview = useQuery({ queryKey: keys.overview, queryFn: portalApi.overview });
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
