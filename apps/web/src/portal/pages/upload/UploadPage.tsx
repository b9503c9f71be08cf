import {
  ALLOWED_UPLOAD_EXTENSIONS,
  ALLOWED_UPLOAD_MIME_TYPES,
  DOCUMENT_TYPES,
  type DocumentType,
  documentUploadFieldsSchema,
  type FileCheckError,
  UPLOAD_LANGUAGES,
  type UploadLanguage,
} from '@docread/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, FileUp, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { keys } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';
import { fileCheckOptions, useValidationText } from '../../lib/useValidationText.ts';
import { checkFileContent, type FileEntry, toEntries } from './fileEntries.ts';
import { filesOfDrop } from './filesOfDrop.ts';
import { uploadWithProgress } from './uploadWithProgress.ts';

const ACCEPT = [...ALLOWED_UPLOAD_EXTENSIONS, ...ALLOWED_UPLOAD_MIME_TYPES].join(',');

export function UploadPage() {
  const { t } = useTranslation('portal');
  const validationText = useValidationText();
  usePageMeta(t('upload.metaTitle'), t('upload.subtitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [entries, setEntries] = useState<FileEntry[]>([]);
  const [typedName, setTypedName] = useState('');
  // Automatic by default: a batch may mix kinds, and the engine tells each document's kind by itself.
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [language, setLanguage] = useState<UploadLanguage | ''>('');
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);

  const checkText = (check: FileCheckError) => validationText(check.key, fileCheckOptions(check));

  const fileErrors = entries.filter((e) => e.check).map((e) => `${e.file.name}: ${checkText(e.check!)}`);
  const single = entries.length <= 1;
  const singleName = entries[0]?.documentName ?? typedName;

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0 || busy) return;
    const added = toEntries(files, typedName, entries.length > 0);
    setEntries((current) => [...current, ...added]);
    for (const entry of added)
      if (!entry.check)
        void checkFileContent(entry.file).then((check) => check && update(entry.id, { check }));
  };

  const update = (id: string, patch: Partial<FileEntry>) =>
    setEntries((current) => current.map((e) => (e.id === id ? { ...e, ...patch } : e)));

  const setSingleName = (value: string) => {
    setTypedName(value);
    if (entries[0]) update(entries[0].id, { documentName: value });
  };

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

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const todo = entries.filter((e) => e.state !== 'done');
    const fieldsOk = todo.every(
      (e) =>
        documentUploadFieldsSchema.safeParse({
          documentName: e.documentName,
          documentType: documentType || undefined,
        }).success,
    );
    if (todo.length === 0 || !fieldsOk) {
      toastError(t('common.errorTitle'), t('upload.requiredFields'));
      return;
    }
    // The file is checked again on submit: it may have changed on disk since it was picked.
    for (const entry of todo) {
      const check = await checkFileContent(entry.file);
      if (check) {
        update(entry.id, { check });
        toastError(t('upload.fileValidationError'), checkText(check));
        return;
      }
    }
    setBusy(true);
    let failures = 0;
    let lastFailure = '';
    let lastUploaded = '';
    try {
      for (const entry of todo) {
        update(entry.id, { state: 'uploading', progress: 0, failure: undefined });
        try {
          const uploaded = await uploadWithProgress(
            { file: entry.file, documentName: entry.documentName.trim(), documentType, language },
            (progress) => update(entry.id, { progress }),
          );
          lastUploaded = uploaded.id;
          update(entry.id, { state: 'done', progress: 100 });
        } catch (error) {
          failures += 1;
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
    if (failures > 0) {
      toastError(t('upload.errorTitle'), lastFailure || t('upload.failed'));
      return;
    }
    toast.success(t('upload.successTitle'), {
      description: todo.length === 1 ? t('upload.success') : t('upload.successMany', { count: todo.length }),
    });
    // One document: straight to it; several: the list, where their progress shows.
    navigate(
      todo.length === 1 && lastUploaded
        ? `/dashboard/documents/${encodeURIComponent(lastUploaded)}`
        : '/dashboard/documents',
    );
  };

  const pendingCount = entries.filter((e) => e.state !== 'done').length;

  return (
    <>
      <PageHeader title={t('upload.title')} subtitle={t('upload.subtitle')} />
      <Card className="max-w-2xl">
        <form onSubmit={submit} noValidate className="space-y-5">
          {single && (
            <div className="space-y-1.5">
              <Label htmlFor={`${ids}-name`}>{t('upload.documentName')}</Label>
              <Input
                id={`${ids}-name`}
                dir="auto"
                maxLength={100}
                placeholder={t('upload.documentNamePlaceholder')}
                value={singleName}
                onChange={(e) => setSingleName(e.target.value)}
                disabled={busy}
                required
              />
            </div>
          )}

          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-type`}>{t('upload.documentType')}</Label>
            <NativeSelect
              id={`${ids}-type`}
              value={documentType}
              onChange={(e) => setDocumentType(e.target.value as DocumentType | '')}
              disabled={busy}
              aria-describedby={`${ids}-type-help`}
            >
              <option value="">{t('upload.automaticType')}</option>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`documentTypes.${type}`)}
                </option>
              ))}
            </NativeSelect>
            <p id={`${ids}-type-help`} className="text-sm text-muted-foreground">
              {documentType ? t('upload.typeHintHelp') : t('upload.automaticTypeHelp')}
            </p>
          </div>

          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-language`}>{t('upload.language')}</Label>
            <NativeSelect
              id={`${ids}-language`}
              value={language}
              onChange={(e) => setLanguage(e.target.value as UploadLanguage | '')}
              disabled={busy}
            >
              <option value="">{t('upload.languages.auto')}</option>
              {UPLOAD_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`upload.languages.${code === 'he+en' ? 'both' : code}`)}
                </option>
              ))}
            </NativeSelect>
          </div>

          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-file`}>{t('upload.file')}</Label>
            <label
              htmlFor={`${ids}-file`}
              data-testid="dropzone"
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={(e) => {
                e.preventDefault();
                setDragging(false);
                void filesOfDrop(e.dataTransfer).then(addFiles);
              }}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-border p-8 text-center transition hover:border-primary focus-within:outline-2 focus-within:outline-primary',
                dragging && 'border-primary bg-primary/5',
                busy && 'pointer-events-none opacity-60',
              )}
            >
              <FileUp className="size-10 text-muted-foreground" aria-hidden="true" />
              <span className="font-medium">{t('upload.dropHint')}</span>
              <span className="text-sm text-muted-foreground">{t('upload.help')}</span>
              <input
                ref={inputRef}
                id={`${ids}-file`}
                type="file"
                multiple
                accept={ACCEPT}
                className="sr-only"
                disabled={busy}
                onChange={(e) => {
                  addFiles(Array.from(e.target.files ?? []));
                  // Let the same file be picked again after removing it.
                  e.target.value = '';
                }}
              />
            </label>
          </div>

          {fileErrors.length > 0 && (
            <div
              role="alert"
              className="flex gap-2 rounded-md border border-destructive/50 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950/40 dark:text-red-100"
            >
              <AlertCircle className="size-4 shrink-0 translate-y-0.5" aria-hidden="true" />
              <ul className="space-y-1">
                {fileErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </div>
          )}

          {entries.length > 0 && (
            <ul className="space-y-3" aria-label={t('upload.chosen', { count: entries.length })}>
              {entries.map((entry) => (
                <FileRow
                  key={entry.id}
                  entry={entry}
                  showName={!single}
                  busy={busy}
                  onName={(documentName) => update(entry.id, { documentName })}
                  onRemove={() => setEntries((current) => current.filter((e) => e.id !== entry.id))}
                />
              ))}
            </ul>
          )}

          <Button type="submit" className="w-full" disabled={busy || fileErrors.length > 0}>
            {busy
              ? t('upload.uploading')
              : pendingCount > 1
                ? t('upload.submitMany', { count: pendingCount })
                : t('upload.submit')}
          </Button>
        </form>
      </Card>
    </>
  );
}

function FileRow({
  entry,
  showName,
  busy,
  onName,
  onRemove,
}: {
  entry: FileEntry;
  showName: boolean;
  busy: boolean;
  onName: (name: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('portal');
  const nameId = `name-${entry.id}`;
  const outcome =
    entry.state === 'uploading'
      ? t('upload.outcome.uploading', { percent: entry.progress })
      : entry.state === 'done'
        ? t('upload.outcome.done')
        : entry.state === 'failed'
          ? t('upload.outcome.failed', { message: entry.failure ?? t('upload.failed') })
          : t('upload.outcome.waiting');
  return (
    <li className="rounded-md border border-border p-3" data-testid="upload-entry">
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate text-sm font-medium" dir="auto">
          {entry.file.name}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          disabled={busy || entry.state === 'done'}
          aria-label={t('upload.remove', { name: entry.file.name })}
        >
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {showName && (
        <div className="mt-2 space-y-1">
          <Label htmlFor={nameId} className="text-xs">
            {t('upload.documentName')}
          </Label>
          <Input
            id={nameId}
            dir="auto"
            maxLength={100}
            value={entry.documentName}
            onChange={(e) => onName(e.target.value)}
            disabled={busy || entry.state === 'done'}
          />
        </div>
      )}
      {!entry.check && (
        <div className="mt-2 space-y-1">
          <Progress
            value={entry.progress}
            aria-label={t('upload.progressLabel', { name: entry.file.name })}
          />
          <p
            className={cn(
              'flex items-center gap-1 text-xs',
              entry.state === 'failed' ? 'text-destructive' : 'text-muted-foreground',
            )}
            aria-live="polite"
          >
            {entry.state === 'done' && <CheckCircle2 className="size-3 text-green-600" aria-hidden="true" />}
            {outcome}
          </p>
        </div>
      )}
    </li>
  );
}
