import type { DocumentRow } from '@docread/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileText, Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDate, megabytes } from '../../lib/format.ts';
import { keys, portalApi } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';
import { downloadDocument } from './downloadDocument.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** How often the list is re-read while something is still being processed. */
const POLL_MS = 3000;

export function hasUnfinished(docs: readonly Pick<DocumentRow, 'status'>[] | undefined): boolean {
  return Boolean(docs?.some((d) => d.status === 'pending' || d.status === 'processing'));
}

export function DocumentsPage() {
  const { t, i18n } = useTranslation('portal');
  usePageMeta(t('documents.metaTitle'), t('documents.subtitle'));
  const queryClient = useQueryClient();
  const documents = useQuery({
    queryKey: keys.documents,
    queryFn: portalApi.documents,
    refetchInterval: (query) => (hasUnfinished(query.state.data) ? POLL_MS : false),
  });

  useEffect(() => {
    if (documents.isError) toastError(t('common.errorTitle'), t('documents.fetchError'));
  }, [documents.isError, t]);

  const remove = useMutation({
    mutationFn: portalApi.deleteDocument,
    onSuccess: () => {
      toast.success(t('common.successTitle'), { description: t('documents.deleted') });
      void queryClient.invalidateQueries({ queryKey: keys.documents });
      void queryClient.invalidateQueries({ queryKey: keys.overview });
    },
    onError: () => toastError(t('documents.deleteErrorTitle'), t('documents.deleteError')),
  });

  const download = async (doc: DocumentRow) => {
    if (!doc.filename) {
      toastError(t('documents.downloadErrorTitle'), t('documents.filePathMissing'));
      return;
    }
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

  if (documents.data?.length === 0) {
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

  const columns = ['name', 'type', 'status', 'size', 'created', 'actions'] as const;
  return (
    <>
      <PageHeader title={t('documents.title')} subtitle={t('documents.subtitle')} action={uploadButton} />
      <Card className="overflow-x-auto p-0">
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="border-b border-border bg-muted/50">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 text-start font-semibold">
                  {t(`documents.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody aria-busy={documents.isPending}>
            {documents.isPending
              ? [0, 1, 2].map((i) => (
                  <tr
                    key={i}
                    data-testid="document-skeleton-row"
                    className="border-b border-border last:border-0"
                  >
                    {columns.map((c) => (
                      <td key={c} className="px-4 py-3">
                        <Skeleton className="h-5 w-full" />
                      </td>
                    ))}
                  </tr>
                ))
              : documents.data?.map((doc) => {
                  const size = megabytes(doc.fileSize);
                  return (
                    <tr key={doc.id} className="border-b border-border last:border-0">
                      <td className="px-4 py-3 font-medium">
                        <Link
                          to={`/dashboard/documents/${encodeURIComponent(doc.id)}`}
                          className="text-primary underline-offset-2 hover:underline"
                          dir="auto"
                        >
                          {doc.documentName}
                        </Link>
                      </td>
                      <td className="px-4 py-3">{t(`documentTypes.${doc.documentType}`)}</td>
                      <td className="px-4 py-3">
                        <StatusBadge status={doc.status} />
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap">
                        {size ? (
                          <span dir="ltr">{t('documents.sizeMb', { size })}</span>
                        ) : (
                          t('documents.notAvailable')
                        )}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap">
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
                                disabled={remove.isPending && remove.variables === doc.id}
                              >
                                <Trash2 className="size-4" aria-hidden="true" />
                              </Button>
                            }
                            title={t('documents.deleteTitle')}
                            description={t('documents.deleteDescription', { name: doc.documentName })}
                            confirmLabel={t('common.delete')}
                            cancelLabel={t('common.cancel')}
                            onConfirm={() => remove.mutate(doc.id)}
                          />
                        </div>
                      </td>
                    </tr>
                  );
                })}
          </tbody>
        </table>
      </Card>
    </>
  );
}
