import {
  type DocumentType,
  documentUploadFieldsSchema,
  type FileCheckError,
  type UploadLanguage,
} from '@docread/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api.ts';
import { keys } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';
import { fileCheckOptions, useValidationText } from '../../lib/useValidationText.ts';
import { checkFileContent, type FileEntry, toEntries } from './fileEntries.ts';
import { uploadWithProgress } from './uploadWithProgress.ts';

/** What every file of one batch is sent with. */
export interface BatchFields {
  /** Empty: the engine tells each document's kind by itself. */
  documentType: DocumentType | '';
  language: UploadLanguage | '';
}

/**
 * The upload screen's queue: the chosen files with their names, checks, progress and outcome. `send`
 * uploads every file not yet done, one at a time, so a second `send` retries only the ones that failed;
 * a file is taken out of the queue (`remove`) until it is on its way.
 */
export function useUploadQueue() {
  const { t } = useTranslation('portal');
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<FileEntry[]>([]);
  const [busy, setBusy] = useState(false);

  const checkText = (check: FileCheckError) => validationText(check.key, fileCheckOptions(check));

  const update = (id: string, patch: Partial<FileEntry>) =>
    setEntries((current) => current.map((e) => (e.id === id ? { ...e, ...patch } : e)));

  const failureText = (error: unknown): string => {
    if (error instanceof ApiError) {
      const first = error.problem?.errors?.[0];
      if (first?.messageKey.startsWith('validation.')) return validationText(first.messageKey);
      if (error.problem?.detail) return error.problem.detail;
      return error.message || t('upload.failed');
    }
    if (error instanceof TypeError) return t('common.network');
    return error instanceof Error && error.message ? error.message : t('upload.failed');
  };

  /** Queues files; the first of an empty queue takes `typedName`, the name already typed for it. */
  const add = (files: readonly File[], typedName: string) => {
    if (files.length === 0 || busy) return;
    const added = toEntries(files, typedName, entries.length > 0);
    setEntries((current) => [...current, ...added]);
    for (const entry of added)
      if (!entry.check)
        void checkFileContent(entry.file).then((check) => check && update(entry.id, { check }));
  };

  /**
   * Uploads what is not done yet, saying in a toast how it went. Answers the new documents' ids when
   * every file went through, and null otherwise.
   */
  const send = async (fields: BatchFields): Promise<string[] | null> => {
    const todo = entries.filter((e) => e.state !== 'done');
    const fieldsOk = todo.every(
      (e) =>
        documentUploadFieldsSchema.safeParse({
          documentName: e.documentName,
          documentType: fields.documentType || undefined,
        }).success,
    );
    if (todo.length === 0 || !fieldsOk) {
      toastError(t('common.errorTitle'), t('upload.requiredFields'));
      return null;
    }
    // The file is checked again on submit: it may have changed on disk since it was picked.
    for (const entry of todo) {
      const check = await checkFileContent(entry.file);
      if (check) {
        update(entry.id, { check });
        toastError(t('upload.fileValidationError'), checkText(check));
        return null;
      }
    }
    setBusy(true);
    let lastFailure = '';
    const uploaded: string[] = [];
    try {
      for (const entry of todo) {
        update(entry.id, { state: 'uploading', progress: 0, failure: undefined });
        try {
          const document = await uploadWithProgress(
            { file: entry.file, documentName: entry.documentName.trim(), ...fields },
            (progress) => update(entry.id, { progress }),
          );
          uploaded.push(document.id);
          update(entry.id, { state: 'done', progress: 100 });
        } catch (error) {
          lastFailure = failureText(error);
          console.error('Upload failed', error);
          update(entry.id, { state: 'failed', failure: lastFailure });
        }
      }
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: keys.documents });
      void queryClient.invalidateQueries({ queryKey: keys.overview });
    }
    if (uploaded.length < todo.length) {
      toastError(t('upload.errorTitle'), lastFailure || t('upload.failed'));
      return null;
    }
    toast.success(t('upload.successTitle'), {
      description: todo.length === 1 ? t('upload.success') : t('upload.successMany', { count: todo.length }),
    });
    return uploaded;
  };

  return {
    entries,
    busy,
    /** One line per refused file: its name and why. */
    fileErrors: entries.filter((e) => e.check).map((e) => `${e.file.name}: ${checkText(e.check!)}`),
    pendingCount: entries.filter((e) => e.state !== 'done').length,
    add,
    rename: (id: string, documentName: string) => update(id, { documentName }),
    remove: (id: string) => setEntries((current) => current.filter((e) => e.id !== id)),
    send,
  };
}
