import type { DocumentResultView, ExportFormat, Locale } from '@docread/contracts';
import { EXPORT_FORMATS } from '@docread/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { StatusBadge } from '../pages/documents/StatusBadge.tsx';
import { DocumentTypeControl } from './DocumentTypeControl.tsx';
import { percent } from './fieldValues.ts';
import { ReviewWorkspace } from './ReviewWorkspace.tsx';
import { viewerApi, viewerKeys } from './viewerApi.ts';

/** How often the page re-reads a document that is still pending or processing. */
const POLL_MS = 2000;

type CompletedView = DocumentResultView & { result: NonNullable<DocumentResultView['result']> };

/** `/dashboard/documents/:id`: the page images with boxes, fields, tables, text, downloads and corrections. */
export function DocumentViewerPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('viewer');
  const { t: tp } = useTranslation('portal');

  const documentQuery = useQuery({
    queryKey: viewerKeys.document(id),
    queryFn: () => viewerApi.document(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'processing' ? POLL_MS : false;
    },
  });
  const status = documentQuery.data?.status;
  const result = useQuery({
    queryKey: viewerKeys.result(id),
    queryFn: () => viewerApi.result(id),
    enabled: status === 'completed',
  });
  usePageMeta(
    documentQuery.data ? `${documentQuery.data.documentName} · ${t('metaTitle')}` : t('metaTitle'),
    t('metaDescription'),
  );

  const back = (
    <Button asChild variant="outline">
      <Link to="/dashboard/documents">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('back')}
      </Link>
    </Button>
  );

  if (documentQuery.isError) {
    const missing = documentQuery.error instanceof ApiError && documentQuery.error.status === 404;
    return (
      <>
        <PageHeader title={t('metaTitle')} action={back} />
        <Card className="p-6" role="alert">
          {missing ? t('notFound') : t('loadError')}
        </Card>
      </>
    );
  }
  if (!documentQuery.data) {
    return (
      <div aria-busy="true" role="status" aria-label={t('loading')} className="space-y-4">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }

  const doc = documentQuery.data;
  const view = result.data?.result ? (result.data as CompletedView) : null;
  return (
    <>
      <PageHeader
        title={doc.documentName}
        subtitle={doc.documentType ? tp(`documentTypes.${doc.documentType}`) : tp('documents.typeNotYetRead')}
        action={
          <div className="flex items-center gap-3">
            <StatusBadge status={doc.status} />
            {back}
          </div>
        }
      />
      {(doc.status === 'pending' || doc.status === 'processing') && (
        <Card className="flex items-center gap-3 p-4" role="status" aria-live="polite">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {t(`status.${doc.status}`)}
        </Card>
      )}
      {doc.status === 'failed' && (
        <Card className="border-destructive p-4 text-destructive" role="alert">
          {t('status.failed', { reason: doc.error ?? '' })}
        </Card>
      )}
      <DocumentTypeControl key={`${doc.documentType}:${doc.status}`} doc={doc} />
      {doc.status === 'completed' && !view && result.isError && (
        <Card className="p-4" role="alert">
          {t('loadError')}
        </Card>
      )}
      {view && <CompletedResult id={id} view={view} />}
    </>
  );
}

function CompletedResult({ id, view }: { id: string; view: CompletedView }) {
  const { t, i18n } = useTranslation('viewer');
  const { result } = view;
  return (
    <div className="space-y-6">
      <Card className="flex flex-wrap items-center gap-x-8 gap-y-3 p-4 text-sm">
        <Summary label={t('summary.confidence')} value={percent(result.confidence)} />
        <Summary label={t('summary.pages')} value={String(result.pages.length)} />
        <Summary
          label={t('summary.language')}
          value={result.language.map((l) => t(`languages.${l}`)).join(', ')}
        />
        <Badge tone={result.needsReview ? 'yellow' : 'green'}>
          {result.needsReview ? t('summary.needsReview') : t('summary.reviewed')}
        </Badge>
        <div className="ms-auto flex flex-wrap items-center gap-2">
          <span className="font-medium">{t('downloads.title')}</span>
          {EXPORT_FORMATS.map((format: ExportFormat) => (
            <Button key={format} asChild variant="outline" size="sm">
              <a
                href={viewerApi.exportUrl(
                  id,
                  format,
                  format === 'csv' || format === 'xlsx' ? (i18n.language as Locale) : undefined,
                )}
                download
              >
                <Download className="size-3.5" aria-hidden="true" />
                {t(`downloads.${format}`)}
              </a>
            </Button>
          ))}
          {/* Spreadsheets are headed in the reader's language; programs take this one's stable identifiers. */}
          <Button asChild variant="outline" size="sm">
            <a href={viewerApi.exportUrl(id, 'csv')} download>
              <Download className="size-3.5" aria-hidden="true" />
              {t('downloads.csvIdentifiers')}
            </a>
          </Button>
        </div>
      </Card>
      <ReviewWorkspace key={id} id={id} view={view} />
    </div>
  );
}

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <div className="text-muted-foreground">{label}</div>
      <div className="font-semibold">{value}</div>
    </div>
  );
}
