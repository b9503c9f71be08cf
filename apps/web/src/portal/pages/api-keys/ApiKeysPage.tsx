import { type ApiKey, type ApiKeyCreated, apiKeyCreateSchema, PRODUCT_NAME } from '@docread/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Key, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { CopyButton } from '../../components/CopyButton.tsx';
import { DeleteButton } from '../../components/DeleteButton.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { FormField } from '../../components/FormField.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDate } from '../../lib/format.ts';
import { keys, portalApi } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';
import { useCopy } from '../../lib/useCopy.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { useValidationText } from '../../lib/useValidationText.ts';

export function ApiKeysPage() {
  const { t, i18n } = useTranslation('portal');
  usePageMeta(t('apiKeys.metaTitle'), t('apiKeys.subtitle'));
  const queryClient = useQueryClient();
  const list = usePagedList(keys.apiKeys, portalApi.apiKeys);
  // The specification only logs a failed list read; the page says it could not load instead of claiming "no keys".
  useEffect(() => {
    if (list.error) console.error('Failed to fetch API keys', list.error);
  }, [list.error]);
  // The whole key lives only here, in memory, until the page is left (specification section 4).
  const [fresh, setFresh] = useState<ApiKeyCreated | null>(null);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const { copiedId, copy } = useCopy();
  const validationText = useValidationText();

  const create = useMutation({
    mutationFn: portalApi.createApiKey,
    onSuccess: (created) => {
      setFresh(created);
      setOpen(false);
      setName('');
      toast.success(t('apiKeys.createdTitle'), { description: t('apiKeys.copyNow') });
      void queryClient.invalidateQueries({ queryKey: keys.apiKeys });
      void queryClient.invalidateQueries({ queryKey: keys.overview });
    },
    onError: (error) => {
      const key = error instanceof ApiError ? error.problem?.errors?.[0]?.messageKey : undefined;
      toastError(
        t('common.errorTitle'),
        key?.startsWith('validation.') ? validationText(key) : t('apiKeys.createError'),
      );
    },
  });

  const remove = useMutation({
    mutationFn: portalApi.deleteApiKey,
    onSuccess: (_, id) => {
      if (fresh?.id === id) setFresh(null);
      toast.success(t('apiKeys.deleted'));
      void queryClient.invalidateQueries({ queryKey: keys.apiKeys });
      void queryClient.invalidateQueries({ queryKey: keys.overview });
    },
    onError: () => toastError(t('common.errorTitle'), t('apiKeys.deleteError')),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = apiKeyCreateSchema.safeParse({ name });
    if (!parsed.success) {
      toastError(t('apiKeys.validationTitle'), t('apiKeys.nameRequired'));
      return;
    }
    create.mutate(parsed.data.name);
  };

  const onCopy = async (id: string, text: string) => {
    try {
      await copy(id, text);
      toast.success(t('common.copied'));
    } catch {
      toastError(t('common.errorTitle'), text);
    }
  };

  const createDialog = (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus className="size-4" aria-hidden="true" />
          {t('apiKeys.create')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('apiKeys.dialogTitle')}
        description={t('apiKeys.dialogDescription')}
        closeLabel={t('common.close')}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id="api-key-name" label={t('apiKeys.name')}>
            <Input
              id="api-key-name"
              dir="auto"
              maxLength={100}
              placeholder={t('apiKeys.namePlaceholder')}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={create.isPending}>
            {create.isPending ? t('apiKeys.generating') : t('apiKeys.generate')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );

  return (
    <>
      <PageHeader title={t('apiKeys.title')} subtitle={t('apiKeys.subtitle')} action={createDialog} />
      {fresh && (
        <div
          role="status"
          className="mb-6 flex gap-3 rounded-lg border border-yellow-400 bg-yellow-50 p-4 text-yellow-950 dark:bg-yellow-950/40 dark:text-yellow-100"
        >
          <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
          <div className="min-w-0 space-y-2 text-sm">
            <p>{t('apiKeys.copyNow')}</p>
            <p>{t('apiKeys.callbackSecretHint')}</p>
            <div className="flex items-center gap-2">
              <code
                dir="ltr"
                data-testid="api-key-callback-secret"
                className="block min-w-0 overflow-x-auto rounded-md bg-muted px-3 py-2 font-mono break-all"
              >
                {fresh.callbackSecret}
              </code>
              <CopyButton
                label={t('apiKeys.copyCallbackSecret')}
                copied={copiedId === `${fresh.id}:callback`}
                onClick={() => void onCopy(`${fresh.id}:callback`, fresh.callbackSecret)}
              />
            </div>
          </div>
        </div>
      )}
      {list.isPending ? (
        <div className="space-y-4">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : list.isError ? (
        <p role="alert">{t('common.loadFailed')}</p>
      ) : list.items.length ? (
        <ul className="space-y-4">
          {list.items.map((key) => (
            <li key={key.id}>
              <KeyCard
                apiKey={key}
                fullKey={fresh?.id === key.id ? fresh.key : null}
                copied={copiedId === key.id}
                locale={i18n.language}
                onCopy={(text) => void onCopy(key.id, text)}
                onDelete={() => remove.mutate(key.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Key}
          title={t('apiKeys.emptyTitle')}
          message={t('apiKeys.empty', { product: PRODUCT_NAME })}
        />
      )}
      <LoadMore list={list} />
    </>
  );
}

function KeyCard({
  apiKey,
  fullKey,
  copied,
  locale,
  onCopy,
  onDelete,
}: {
  apiKey: ApiKey;
  fullKey: string | null;
  copied: boolean;
  locale: string;
  onCopy: (text: string) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('portal');
  // Stored keys show only their prefix, always ending in an ellipsis so it never passes for a whole key.
  const shown = fullKey ?? (apiKey.keyPrefix.endsWith('…') ? apiKey.keyPrefix : `${apiKey.keyPrefix}…`);
  return (
    <Card data-testid="api-key-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold" dir="auto">
            {apiKey.name}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('apiKeys.createdOn', { date: formatDate(apiKey.createdAt, locale) })}
            {apiKey.lastUsedAt &&
              ` · ${t('apiKeys.lastUsed', { date: formatDate(apiKey.lastUsedAt, locale) })}`}
          </p>
        </div>
        <div className="flex gap-1">
          <CopyButton
            label={t('apiKeys.copy', { name: apiKey.name })}
            copied={copied}
            onClick={() => onCopy(shown)}
          />
          <DeleteButton
            label={t('apiKeys.delete', { name: apiKey.name })}
            title={t('apiKeys.deleteTitle')}
            description={t('apiKeys.deleteDescription', { name: apiKey.name })}
            onConfirm={onDelete}
          />
        </div>
      </div>
      {apiKey.legacyCallbackSecret && (
        <p data-testid="api-key-legacy" className="mt-2 text-sm text-muted-foreground">
          {t('apiKeys.legacyCallbackSecret')}
        </p>
      )}
      <code
        dir="ltr"
        data-testid="api-key-value"
        className="mt-3 block overflow-x-auto rounded-md bg-muted px-3 py-2 font-mono text-sm break-all"
      >
        {shown}
      </code>
    </Card>
  );
}
