import {
  DEFAULT_WEBHOOK_EVENTS,
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookCreated,
  type WebhookEvent,
  webhookCreateSchema,
} from '@docread/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Plus, ShieldCheck, Webhook as WebhookIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { CopyButton } from '../../components/CopyButton.tsx';
import { DeleteButton } from '../../components/DeleteButton.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { FormField, fieldAria } from '../../components/FormField.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDate } from '../../lib/format.ts';
import { keys, portalApi } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';
import { useCopy } from '../../lib/useCopy.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { useValidationText } from '../../lib/useValidationText.ts';
import { WebhookDeliveries } from '../../viewer/WebhookDeliveries.tsx';

export function WebhooksPage() {
  const { t, i18n } = useTranslation('portal');
  const validationText = useValidationText();
  usePageMeta(t('webhooks.metaTitle'), t('webhooks.subtitle'));
  const queryClient = useQueryClient();
  const list = usePagedList(keys.webhooks, portalApi.webhooks);
  useEffect(() => {
    if (list.error) console.error('Failed to fetch webhooks', list.error);
  }, [list.error]);
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState<WebhookCreated | null>(null);
  const { copiedId, copy } = useCopy();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: keys.webhooks });
    void queryClient.invalidateQueries({ queryKey: keys.overview });
  };

  const toggle = useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      portalApi.setWebhookActive(id, isActive),
    onSuccess: (_, { isActive }) => {
      toast.success(t('webhooks.updated'), {
        description: isActive ? t('webhooks.enabled') : t('webhooks.disabled'),
      });
      refresh();
    },
    onError: () => toastError(t('common.errorTitle'), t('webhooks.updateError')),
  });

  const remove = useMutation({
    mutationFn: portalApi.deleteWebhook,
    onSuccess: (_, id) => {
      if (fresh?.id === id) setFresh(null);
      toast.success(t('webhooks.deleted'));
      refresh();
    },
    onError: () => toastError(t('common.errorTitle'), t('webhooks.deleteError')),
  });

  const createDialog = (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus className="size-4" aria-hidden="true" />
          {t('webhooks.create')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('webhooks.dialogTitle')}
        description={t('webhooks.dialogDescription')}
        closeLabel={t('common.close')}
      >
        <WebhookForm
          onCreated={(created) => {
            setFresh(created);
            setOpen(false);
            toast.success(t('webhooks.created'));
            refresh();
          }}
          errorText={(error) =>
            error instanceof ApiError && error.problem?.errors?.[0]?.messageKey.startsWith('validation.')
              ? validationText(error.problem.errors[0].messageKey)
              : t('webhooks.createError')
          }
        />
      </DialogContent>
    </Dialog>
  );

  return (
    <>
      <PageHeader title={t('webhooks.title')} subtitle={t('webhooks.subtitle')} action={createDialog} />
      {fresh && (
        <Card className="mb-6 border-yellow-400 bg-yellow-50 dark:bg-yellow-950/40" role="status">
          <div className="flex items-start gap-3">
            <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
            <div className="min-w-0 flex-1 space-y-2">
              <h2 className="font-semibold">{t('webhooks.secretTitle')}</h2>
              <p className="text-sm">{t('webhooks.secretNotice')}</p>
              <div className="flex flex-wrap items-center gap-2">
                <code
                  dir="ltr"
                  data-testid="webhook-secret"
                  className="rounded bg-muted px-2 py-1 font-mono text-sm break-all"
                >
                  {fresh.secret}
                </code>
                <CopyButton
                  label={t('webhooks.copySecret')}
                  copied={copiedId === 'secret'}
                  onClick={() =>
                    void copy('secret', fresh.secret).then(() => toast.success(t('common.copied')))
                  }
                />
              </div>
            </div>
          </div>
        </Card>
      )}
      {list.isPending ? (
        <div className="space-y-4">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : list.isError ? (
        <p role="alert">{t('common.loadFailed')}</p>
      ) : list.items.length ? (
        <ul className="space-y-4">
          {list.items.map((hook) => (
            <li key={hook.id}>
              <WebhookCard
                hook={hook}
                locale={i18n.language}
                busy={toggle.isPending && toggle.variables?.id === hook.id}
                onToggle={(isActive) => toggle.mutate({ id: hook.id, isActive })}
                onDelete={() => remove.mutate(hook.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={WebhookIcon} title={t('webhooks.emptyTitle')} message={t('webhooks.empty')} />
      )}
      <LoadMore list={list} />
    </>
  );
}

/** The creation form; every event starts ticked. */
export function WebhookForm({
  onCreated,
  errorText,
}: {
  onCreated: (created: WebhookCreated) => void;
  errorText: (error: unknown) => string;
}) {
  const { t } = useTranslation('portal');
  // Event names are translated once, with the delivery log, in the viewer's catalogue.
  const { t: tv } = useTranslation('viewer');
  const validationText = useValidationText();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...DEFAULT_WEBHOOK_EVENTS]);
  // A refused address is said under the field it concerns, where the person is about to correct it. The
  // key is kept, so the message follows a change of language.
  const [urlError, setUrlError] = useState<string>();
  const create = useMutation({
    mutationFn: portalApi.createWebhook,
    onSuccess: onCreated,
    onError: (error) => {
      const first = error instanceof ApiError ? error.problem?.errors?.[0] : undefined;
      if (first?.path === 'url' && first.messageKey.startsWith('validation.')) setUrlError(first.messageKey);
      else toastError(t('common.errorTitle'), errorText(error));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !url.trim()) {
      toastError(t('common.errorTitle'), t('webhooks.nameUrlRequired'));
      return;
    }
    const parsed = webhookCreateSchema.safeParse({ name, url, events });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const key = issue?.message ?? 'validation.required';
      if (issue?.path[0] === 'url') setUrlError(key);
      else toastError(t('common.errorTitle'), validationText(key));
      return;
    }
    // is_active is left to the server's default, as the specification's client does.
    create.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id="webhook-name" label={t('webhooks.name')}>
        <Input
          id="webhook-name"
          dir="auto"
          maxLength={100}
          placeholder={t('webhooks.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <FormField id="webhook-url" label={t('webhooks.url')} error={urlError}>
        <Input
          {...fieldAria('webhook-url', urlError)}
          type="url"
          dir="ltr"
          placeholder={t('webhooks.urlPlaceholder')}
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setUrlError(undefined);
          }}
        />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t('webhooks.events')}</legend>
        {WEBHOOK_EVENTS.map((ev) => (
          <div key={ev} className="flex items-center gap-2">
            <Checkbox
              id={`event-${ev}`}
              checked={events.includes(ev)}
              onCheckedChange={(checked) =>
                setEvents((current) =>
                  checked === true ? [...current, ev] : current.filter((e) => e !== ev),
                )
              }
            />
            <Label htmlFor={`event-${ev}`} className="font-normal">
              {tv(`webhooks.events.${ev}`)}
            </Label>
          </div>
        ))}
      </fieldset>
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending ? t('webhooks.submitting') : t('webhooks.submit')}
      </Button>
    </form>
  );
}

function WebhookCard({
  hook,
  locale,
  busy,
  onToggle,
  onDelete,
}: {
  hook: Webhook;
  locale: string;
  busy: boolean;
  onToggle: (isActive: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('portal');
  const { t: tv } = useTranslation('viewer');
  const [showDeliveries, setShowDeliveries] = useState(false);
  return (
    <Card data-testid="webhook-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="font-semibold" dir="auto">
            {hook.name}
          </h2>
          <Badge tone={hook.isActive ? 'green' : 'default'}>
            {hook.isActive ? t('webhooks.active') : t('webhooks.inactive')}
          </Badge>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            checked={hook.isActive}
            disabled={busy}
            onCheckedChange={onToggle}
            aria-label={t('webhooks.toggle', { name: hook.name })}
          />
          <DeleteButton
            label={t('webhooks.delete', { name: hook.name })}
            title={t('webhooks.deleteTitle')}
            description={t('webhooks.deleteDescription', { name: hook.name })}
            onConfirm={onDelete}
          />
        </div>
      </div>
      <p dir="ltr" className="mt-2 text-start font-mono text-sm break-all text-muted-foreground">
        {hook.url}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {hook.events.map((ev) => (
          <Badge key={ev} tone="primary">
            {tv(`webhooks.events.${ev}`)}
          </Badge>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          {t('webhooks.createdOn', { date: formatDate(hook.createdAt, locale) })}
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showDeliveries}
          aria-controls={`deliveries-${hook.id}`}
          onClick={() => setShowDeliveries(!showDeliveries)}
        >
          <ChevronDown
            className={cn('size-4 transition', showDeliveries && 'rotate-180')}
            aria-hidden="true"
          />
          {t('webhooks.deliveries')}
        </Button>
      </div>
      {showDeliveries && (
        <div id={`deliveries-${hook.id}`} className="mt-3 border-t border-border pt-3">
          <WebhookDeliveries webhookId={hook.id} />
        </div>
      )}
    </Card>
  );
}
