import {
  DOCUMENT_SORTS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type DocumentEvent,
  type DocumentListItem,
} from '@docread/contracts';
import { Download, FileText, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { type Column, DataTable, labelledColumn } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { formatDate } from '../../lib/format.ts';
import { keys, portalApi } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';
import { useDocumentEvents } from '../../lib/useDocumentEvents.ts';
import { useListState } from '../../lib/useListState.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { BulkActionsBar } from './BulkActionsBar.tsx';
import { downloadDocument } from './downloadDocument.ts';
import { hasFilters, type ListState, listQueryString, listStateCodec } from './listState.ts';
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
  const [state, setState] = useListState(listStateCodec);
  const live = useDocumentEvents();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const search = listQueryString(state);
  const documents = usePagedList(
    [...keys.documents, search],
    (cursor) =>
      portalApi.documents(
        listQueryString(state, { limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) }),
      ),
    { refetchInterval: (items) => (!live.streaming && hasUnfinished(items) ? POLL_MS : false) },
  );
  const items = documents.loaded ? documents.items : undefined;

  useEffect(() => {
    if (documents.isError) toastError(t('common.errorTitle'), t('documents.fetchError'));
  }, [documents.isError, t]);

  const actions = useBulkActions(() => setSelected(new Set()));
  const { remove } = actions;

  const changeFilters = (patch: Partial<ListState>) => {
    setSelected(new Set());
    setState(patch);
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

  const columns: Column<DocumentListItem>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          checked={allSelected}
          onCheckedChange={(on) => setSelected(on === true ? new Set(items?.map((d) => d.id)) : new Set())}
          aria-label={t('documents.bulk.selectAll')}
        />
      ),
      cell: (doc) => (
        <Checkbox
          checked={selected.has(doc.id)}
          onCheckedChange={(on) => toggle(doc.id, on === true)}
          aria-label={t('documents.bulk.select', { name: doc.documentName })}
        />
      ),
    },
    labelledColumn(
      'name',
      t('documents.columns.name'),
      (doc) => (
        <Link
          to={`/dashboard/documents/${encodeURIComponent(doc.id)}`}
          className="text-primary underline-offset-2 hover:underline"
          dir="auto"
        >
          {doc.documentName}
        </Link>
      ),
      'font-medium',
    ),
    labelledColumn('type', t('documents.columns.type'), (doc) =>
      doc.documentType ? (
        t(`documentTypes.${doc.documentType}`)
      ) : (
        <span className="text-muted-foreground">{t('documents.typeNotYetRead')}</span>
      ),
    ),
    labelledColumn('status', t('documents.columns.status'), (doc) => (
      <LiveStatusCell doc={doc} event={live.latest.get(doc.id)} />
    )),
    labelledColumn('vendor', t('documents.columns.vendor'), (doc) => <bdi>{doc.vendor ?? '—'}</bdi>),
    labelledColumn(
      'documentDate',
      t('documents.columns.documentDate'),
      (doc) => (doc.documentDate ? formatDate(`${doc.documentDate}T00:00:00Z`, i18n.language) : '—'),
      'whitespace-nowrap',
    ),
    labelledColumn(
      'total',
      t('documents.columns.total'),
      (doc) => formatTotal(doc, i18n.language),
      'whitespace-nowrap',
    ),
    labelledColumn(
      'created',
      t('documents.columns.created'),
      (doc) => formatDate(doc.createdAt, i18n.language),
      'whitespace-nowrap',
    ),
    {
      key: 'actions',
      header: t('documents.columns.actions'),
      cell: (doc) => (
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
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('documents.title')} subtitle={t('documents.subtitle')} action={uploadButton} />
      <Filters state={state} onChange={changeFilters} />
      {selected.size > 0 && (
        <BulkActionsBar selected={selected} actions={actions} onClear={() => setSelected(new Set())} />
      )}
      <DataTable
        columns={columns}
        rows={items ?? []}
        rowKey={(doc) => doc.id}
        rowTestId="document-row"
        loading={documents.isPending}
        skeletonTestId="document-skeleton-row"
        emptyMessage={empty ? t('documents.noMatches') : undefined}
      />
      <LoadMore list={documents} />
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
  const any = { value: '', label: t('documents.filters.any') } as const;
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
      <SelectField
        label={t('documents.filters.status')}
        value={state.status ?? ''}
        onChange={(status) => onChange({ status: status || undefined })}
        options={[any, ...DOCUMENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
      />
      <SelectField
        label={t('documents.filters.type')}
        value={state.type ?? ''}
        onChange={(type) => onChange({ type: type || undefined })}
        options={[any, ...DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documentTypes.${type}`) }))]}
      />
      <SelectField
        label={t('documents.filters.source')}
        value={state.source === 'portal' || state.source === 'api' ? state.source : ''}
        onChange={(source) => onChange({ source: source || undefined })}
        options={[
          any,
          { value: 'portal', label: t('documents.filters.sources.portal') },
          { value: 'api', label: t('documents.filters.sources.api') },
        ]}
      />
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
      <SelectField
        label={t('documents.filters.sort')}
        value={state.sort}
        onChange={(sort) => onChange({ sort })}
        options={DOCUMENT_SORTS.map((sort) => ({ value: sort, label: t(`documents.sorts.${sort}`) }))}
      />
    </form>
  );
}
