import type { WebhookDelivery } from '@docread/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadMore } from '../components/LoadMore.tsx';
import { formatDateTime } from '../lib/format.ts';
import { toastError } from '../lib/toastError.ts';
import { usePagedList } from '../lib/usePagedList.ts';
import { viewerApi, viewerKeys } from './viewerApi.ts';

const TONE = {
  pending: 'yellow',
  delivering: 'yellow',
  delivered: 'green',
  failed: 'red',
  cancelled: 'default',
} as const satisfies Record<WebhookDelivery['status'], string>;

/**
 * A webhook's delivery log (each message with every attempt: time, status code, duration, start of the
 * answer), a button to send a signed test event, and replay of a sent message. Mount it under a webhook.
 */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const { t, i18n } = useTranslation('viewer');
  const queryClient = useQueryClient();
  const deliveries = usePagedList(
    viewerKeys.deliveries(webhookId),
    (cursor) => viewerApi.deliveries(webhookId, cursor),
    {
      refetchInterval: (items) =>
        items.some((d) => d.status === 'pending' || d.status === 'delivering') ? 3000 : false,
    },
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: viewerKeys.deliveries(webhookId) });
  const test = useMutation({
    mutationFn: () => viewerApi.sendTest(webhookId),
    onSuccess: (delivery) => {
      const last = delivery.log.at(-1);
      if (delivery.status === 'delivered')
        toast.success(t('webhooks.testSent', { status: last?.statusCode ?? '' }));
      else toastError(t('webhooks.testFailed'), last?.responseSnippet);
      void refresh();
    },
    onError: () => toastError(t('webhooks.testFailed')),
  });
  const replay = useMutation({
    mutationFn: viewerApi.replay,
    onSuccess: () => {
      toast.success(t('webhooks.replayed'));
      void refresh();
    },
    onError: () => toastError(t('webhooks.replayError')),
  });

  return (
    <section className="space-y-3" aria-label={t('webhooks.title')}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{t('webhooks.title')}</h3>
        <Button size="sm" variant="outline" onClick={() => test.mutate()} disabled={test.isPending}>
          <Send className="size-3.5" aria-hidden="true" />
          {t('webhooks.sendTest')}
        </Button>
      </div>
      {deliveries.isError && <p role="alert">{t('webhooks.loadError')}</p>}
      {deliveries.items?.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('webhooks.empty')}</p>
      )}
      <ul className="space-y-2">
        {deliveries.items?.map((d) => (
          <li key={d.id} className="rounded-md border border-border p-3 text-sm">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-2">
                <Badge tone={TONE[d.status]}>{t(`webhooks.statuses.${d.status}`)}</Badge>
                <span className="font-medium">{t(`webhooks.events.${d.event}`)}</span>
                <span className="text-muted-foreground">{formatDateTime(d.createdAt, i18n.language)}</span>
                <span className="text-muted-foreground">{t('webhooks.attempts', { count: d.attempts })}</span>
                {d.nextAttemptAt && (
                  <span className="text-muted-foreground">
                    {t('webhooks.nextAttempt', { when: formatDateTime(d.nextAttemptAt, i18n.language) })}
                  </span>
                )}
                {d.status !== 'pending' && d.status !== 'delivering' && d.event !== 'test' && (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="ms-auto"
                    onClick={(e) => {
                      e.preventDefault();
                      replay.mutate(d.id);
                    }}
                    disabled={replay.isPending}
                  >
                    <RotateCcw className="size-3.5" aria-hidden="true" />
                    {t('webhooks.replay')}
                  </Button>
                )}
              </summary>
              <ol className="mt-2 space-y-1 border-s border-border ps-3">
                {d.log.map((a) => (
                  <li key={a.attemptedAt} className="flex flex-wrap gap-x-3">
                    <span>{formatDateTime(a.attemptedAt, i18n.language)}</span>
                    <span className="font-mono">{a.statusCode ?? t('webhooks.noResponse')}</span>
                    <span className="text-muted-foreground">
                      {t('webhooks.duration', { ms: a.durationMs })}
                    </span>
                    <code className="max-w-full truncate text-xs text-muted-foreground" dir="ltr">
                      {a.responseSnippet}
                    </code>
                  </li>
                ))}
              </ol>
            </details>
          </li>
        ))}
      </ul>
      <LoadMore list={deliveries} />
    </section>
  );
}
