import {
  DOCUMENT_SORTS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type DocumentEvent,
  type DocumentListItem,
} from '@docread/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Download, FileText, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDate } from '../../lib/format.ts';
import { keys, portalApi } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';
import { useDocumentEvents } from '../../lib/useDocumentEvents.ts';
import { BulkActionsBar } from './BulkActionsBar.tsx';
import { downloadDocument } from './downloadDocument.ts';
import { hasFilters, type ListState, listQueryString, readListState } from './listState.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { useBulkActions } from './useBulkActions.ts';

/** How often the list is re-read while something is unfinished and the live stream is down. */
const POLL_MS = 3000;
const PAGE_SIZE = 50;

export function hasUnfinished(docs: readonly Pick<DocumentListItem, 'status'>[] | undefined): boolean {
  return Boolean(docs?.some((d) => d.status === 'pending' || d.status === 'processing'));
}

export function DocumentsPage() {
  const { t, i18n } = useTranslation('portal');
  usePageMeta(t('documents.metaTitle'), t('documents.subtitle'));
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const live = useDocumentEvents();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const documents = useInfiniteQuery({
    queryKey: [...keys.documents, listQueryString(state)],
    queryFn: ({ pageParam }) =>
      portalApi.documents(
        listQueryString(state, { limit: String(PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) =>
      !live.streaming && hasUnfinished(query.state.data?.pages.flatMap((p) => p.items)) ? POLL_MS : false,
  });
  const items = documents.data?.pages.flatMap((p) => p.items);

  useEffect(() => {
    if (documents.isError) toastError(t('common.errorTitle'), t('documents.fetchError'));
  }, [documents.isError, t]);

  const actions = useBulkActions(() => setSelected(new Set()));
  const { remove } = actions;

  // The router changes the URL at once and renders it later (in a transition), so a second filter
  // changed before that render would build on the state before the first and drop it: each change
  // builds on the last one asked for until the rendered state has caught up with it.
  const asked = useRef<ListState | null>(null);
  useEffect(() => {
    if (asked.current && listQueryString(asked.current) === listQueryString(state)) asked.current = null;
  });
  const setState = (patch: Partial<ListState>) => {
    const next = { ...(asked.current ?? state), ...patch };
    const search = listQueryString(next);
    asked.current = search === listQueryString(state) ? null : next;
    setSelected(new Set());
    setParams(new URLSearchParams(search), { replace: true });
  };

  const download = async (doc: DocumentListItem) => {
    try {
      await downloadDocument(doc);
    } catch {
      toastError(t('documents.downloadErrorTitle'), t('documents.downloadError'));
    }
  };

  const uploadButton = (
    <Button asChild>
      <Link to="/dashboard/upload">
        <Plus className="size-4" aria-hidden="true" />
        {t('documents.uploadNew')}
      </Link>
    </Button>
  );

  const empty = items?.length === 0;
  if (empty && !hasFilters(state)) {
    return (
      <>
        <PageHeader title={t('documents.title')} subtitle={t('documents.subtitle')} action={uploadButton} />
        <EmptyState
          icon={FileText}
          title={t('documents.emptyTitle')}
          message={t('documents.empty')}
          action={
            <Button asChild variant="outline">
              <Link to="/dashboard/upload">{t('documents.uploadLink')}</Link>
            </Button>
          }
        />
      </>
    );
  }

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = Boolean(items?.length) && items!.every((d) => selected.has(d.id));

  const columns = [
    'name',
    'type',
    'status',
    'vendor',
    'documentDate',
    'total',
    'created',
    'actions',
  ] as const;
  return (
    <>
      <PageHeader title={t('documents.title')} subtitle={t('documents.subtitle')} action={uploadButton} />
      <Filters state={state} onChange={setState} />
      {selected.size > 0 && (
        <BulkActionsBar selected={selected} actions={actions} onClear={() => setSelected(new Set())} />
      )}
      <Card className="overflow-x-auto p-0">
        {/* On phones each document is a card, every column under its name (styles.css, `.table-cards`). */}
        <table className="table-cards w-full text-sm sm:min-w-[56rem]">
          <thead className="border-b border-border bg-muted/50">
            <tr>
              <th scope="col" className="px-4 py-3">
                <Checkbox
                  checked={allSelected}
                  onCheckedChange={(on) =>
                    setSelected(on === true ? new Set(items?.map((d) => d.id)) : new Set())
                  }
                  aria-label={t('documents.bulk.selectAll')}
                />
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 text-start font-semibold">
                  {t(`documents.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody aria-busy={documents.isPending}>
            {documents.isPending &&
              [0, 1, 2].map((i) => (
                <tr
                  key={i}
                  data-testid="document-skeleton-row"
                  className="border-b border-border last:border-0"
                >
                  {['select', ...columns].map((c) => (
                    <td key={c} className="px-4 py-3">
                      <Skeleton className="h-5 w-full" />
                    </td>
                  ))}
                </tr>
              ))}
            {empty && (
              <tr>
                <td colSpan={columns.length + 1} className="px-4 py-8 text-center text-muted-foreground">
                  {t('documents.noMatches')}
                </td>
              </tr>
            )}
            {items?.map((doc) => (
              <tr key={doc.id} className="border-b border-border last:border-0" data-testid="document-row">
                <td className="px-4 py-3">
                  <Checkbox
                    checked={selected.has(doc.id)}
                    onCheckedChange={(on) => toggle(doc.id, on === true)}
                    aria-label={t('documents.bulk.select', { name: doc.documentName })}
                  />
                </td>
                <td data-label={t('documents.columns.name')} className="px-4 py-3 font-medium">
                  <Link
                    to={`/dashboard/documents/${encodeURIComponent(doc.id)}`}
                    className="text-primary underline-offset-2 hover:underline"
                    dir="auto"
                  >
                    {doc.documentName}
                  </Link>
                </td>
                <td data-label={t('documents.columns.type')} className="px-4 py-3">
                  {doc.documentType ? (
                    t(`documentTypes.${doc.documentType}`)
                  ) : (
                    <span className="text-muted-foreground">{t('documents.typeNotYetRead')}</span>
                  )}
                </td>
                <td data-label={t('documents.columns.status')} className="px-4 py-3">
                  <LiveStatusCell doc={doc} event={live.latest.get(doc.id)} />
                </td>
                <td data-label={t('documents.columns.vendor')} className="px-4 py-3">
                  <bdi>{doc.vendor ?? '—'}</bdi>
                </td>
                <td data-label={t('documents.columns.documentDate')} className="px-4 py-3 whitespace-nowrap">
                  {doc.documentDate ? formatDate(`${doc.documentDate}T00:00:00Z`, i18n.language) : '—'}
                </td>
                <td data-label={t('documents.columns.total')} className="px-4 py-3 whitespace-nowrap">
                  {formatTotal(doc, i18n.language)}
                </td>
                <td data-label={t('documents.columns.created')} className="px-4 py-3 whitespace-nowrap">
                  {formatDate(doc.createdAt, i18n.language)}
                </td>
                <td className="px-4 py-3">
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('documents.download', { name: doc.documentName })}
                      onClick={() => void download(doc)}
                    >
                      <Download className="size-4" aria-hidden="true" />
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button
                          variant="ghost"
                          size="icon"
                          className="text-destructive"
                          aria-label={t('documents.delete', { name: doc.documentName })}
                          disabled={remove.isPending}
                        >
                          <Trash2 className="size-4" aria-hidden="true" />
                        </Button>
                      }
                      title={t('documents.deleteTitle')}
                      description={t('documents.deleteDescription', { name: doc.documentName })}
                      confirmLabel={t('common.delete')}
                      cancelLabel={t('common.cancel')}
                      onConfirm={() => remove.mutate([doc.id])}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      {documents.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void documents.fetchNextPage()}
            disabled={documents.isFetchingNextPage}
          >
            {t('documents.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

function formatTotal(doc: DocumentListItem, locale: string): string {
  if (doc.total == null) return '—';
  try {
    return new Intl.NumberFormat(
      locale,
      doc.currency ? { style: 'currency', currency: doc.currency } : {},
    ).format(doc.total);
  } catch {
    return new Intl.NumberFormat(locale).format(doc.total);
  }
}

/** The status badge, and while pages are read a bar with page k of n from the live stream. */
function LiveStatusCell({ doc, event }: { doc: DocumentListItem; event: DocumentEvent | undefined }) {
  const { t } = useTranslation('portal');
  const fresh = event && event.at >= doc.updatedAt;
  const status =
    fresh && event.status !== 'deleted' && event.status !== 'restored' ? event.status : doc.status;
  const paging = fresh && status === 'processing' && event.page != null && event.pageCount;
  return (
    <div className="space-y-1">
      <StatusBadge status={status} />
      {paging && (
        <>
          <Progress
            value={Math.round((event.page! / event.pageCount!) * 100)}
            aria-label={t('documents.progressLabel', { name: doc.documentName })}
          />
          <p className="text-xs text-muted-foreground">
            {t('documents.pageOf', { page: event.page, count: event.pageCount })}
          </p>
        </>
      )}
    </div>
  );
}

function Filters({ state, onChange }: { state: ListState; onChange: (patch: Partial<ListState>) => void }) {
  const { t } = useTranslation('portal');
  const id = useId();
  const [q, setQ] = useState(state.q ?? '');
  useEffect(() => setQ(state.q ?? ''), [state.q]);
  return (
    <form
      aria-label={t('documents.filters.label')}
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: q.trim() || undefined });
      }}
    >
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor={`${id}-q`}>{t('documents.filters.search')}</Label>
        <SearchInput
          id={`${id}-q`}
          value={q}
          dir="auto"
          onChange={(e) => setQ(e.target.value)}
          onBlur={() => q.trim() !== (state.q ?? '') && onChange({ q: q.trim() || undefined })}
          placeholder={t('documents.filters.searchPlaceholder')}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-status`}>{t('documents.filters.status')}</Label>
        <NativeSelect
          id={`${id}-status`}
          value={state.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value || undefined) as ListState['status'] })}
        >
          <option value="">{t('documents.filters.any')}</option>
          {DOCUMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-type`}>{t('documents.filters.type')}</Label>
        <NativeSelect
          id={`${id}-type`}
          value={state.type ?? ''}
          onChange={(e) => onChange({ type: (e.target.value || undefined) as ListState['type'] })}
        >
          <option value="">{t('documents.filters.any')}</option>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`documentTypes.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-source`}>{t('documents.filters.source')}</Label>
        <NativeSelect
          id={`${id}-source`}
          value={state.source === 'portal' || state.source === 'api' ? state.source : ''}
          onChange={(e) => onChange({ source: e.target.value || undefined })}
        >
          <option value="">{t('documents.filters.any')}</option>
          <option value="portal">{t('documents.filters.sources.portal')}</option>
          <option value="api">{t('documents.filters.sources.api')}</option>
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-from`}>{t('documents.filters.from')}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={state.from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-to`}>{t('documents.filters.to')}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={state.to ?? ''}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-sort`}>{t('documents.filters.sort')}</Label>
        <NativeSelect
          id={`${id}-sort`}
          value={state.sort}
          onChange={(e) => onChange({ sort: e.target.value as ListState['sort'] })}
        >
          {DOCUMENT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`documents.sorts.${sort}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </form>
  );
}
