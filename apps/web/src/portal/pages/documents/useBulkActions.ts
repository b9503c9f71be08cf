import { type BulkSummaryFormat, DOCUMENT_UNDO_TOAST_MS, type Locale } from '@docread/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api.ts';
import { keys, portalApi } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';
import { downloadExport, downloadSummary } from './downloadDocument.ts';

/** What the export offers: a ZIP of one file per document, or one table with a row per document. */
export const EXPORT_CHOICES = ['zip-json', 'zip-csv', 'zip-xlsx', 'summary-csv', 'summary-xlsx'] as const;
export type ExportChoice = (typeof EXPORT_CHOICES)[number];

export type BulkActions = ReturnType<typeof useBulkActions>;

/**
 * The documents list's actions on many documents: delete (with an Undo toast for a few seconds while the
 * server keeps them restorable), process again, and export (a ZIP, or one CSV/XLSX). `onDone` clears the
 * selection.
 */
export function useBulkActions(onDone: () => void) {
  const { t, i18n } = useTranslation('portal');
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: keys.documents });
    void queryClient.invalidateQueries({ queryKey: keys.overview });
  };

  const restore = useMutation({
    mutationFn: (ids: readonly string[]) => portalApi.restoreDocuments(ids),
    onSuccess: ({ count }) => {
      toast.success(t('documents.bulk.restored', { count }));
      refresh();
    },
    onError: () => toastError(t('common.errorTitle'), t('documents.bulk.undoError')),
  });

  const remove = useMutation({
    mutationFn: (ids: readonly string[]) => portalApi.deleteDocuments(ids),
    onSuccess: ({ count }, ids) => {
      toast.success(count === 1 ? t('documents.deleted') : t('documents.deletedMany', { count }), {
        duration: DOCUMENT_UNDO_TOAST_MS,
        action: { label: t('documents.bulk.undo'), onClick: () => restore.mutate(ids) },
      });
      onDone();
      refresh();
    },
    onError: () => {
      toastError(t('documents.deleteErrorTitle'), t('documents.deleteError'));
      refresh();
    },
  });

  const reprocess = useMutation({
    mutationFn: (ids: readonly string[]) => portalApi.reprocessDocuments(ids),
    onSuccess: ({ count }) => {
      if (count === 0) toast.info(t('documents.bulk.reprocessNone'));
      else toast.success(t('documents.bulk.reprocessed', { count }));
      onDone();
      refresh();
    },
    onError: (error) => toastError(t('common.errorTitle'), t(reprocessErrorKey(error))),
  });

  const exportSelected = useMutation({
    mutationFn: ({ ids, choice }: { ids: readonly string[]; choice: ExportChoice }) => {
      const [kind, format] = choice.split('-') as ['zip' | 'summary', 'json' | 'csv' | 'xlsx'];
      const language = i18n.language as Locale;
      return kind === 'zip'
        ? downloadExport(ids, format, language)
        : downloadSummary(ids, format as BulkSummaryFormat, language);
    },
    onSuccess: (count) => toast.success(t('documents.bulk.exported', { count })),
    onError: (error) =>
      toastError(
        t('common.errorTitle'),
        error instanceof ApiError && error.status === 409
          ? t('documents.bulk.exportNone')
          : t('documents.bulk.exportError'),
      ),
  });

  return { remove, reprocess, exportSelected };
}

/** The quota and the hourly limit of documents read again have their own words; anything else the generic. */
function reprocessErrorKey(error: unknown) {
  if (error instanceof ApiError && error.code === 'quota_exceeded')
    return 'documents.bulk.reprocessQuota' as const;
  if (error instanceof ApiError && error.code === 'rate_limited')
    return 'documents.bulk.reprocessLimited' as const;
  return 'documents.bulk.reprocessError' as const;
}
