import {
  ALLOWED_UPLOAD_EXTENSIONS,
  ALLOWED_UPLOAD_MIME_TYPES,
  DOCUMENT_TYPES,
  type DocumentType,
  UPLOAD_LANGUAGES,
  type UploadLanguage,
} from '@docread/contracts';
import { AlertCircle, CheckCircle2, FileUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/cn.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import type { FileEntry } from './fileEntries.ts';
import { filesOfDrop } from './filesOfDrop.ts';
import { useUploadQueue } from './useUploadQueue.ts';

const ACCEPT = [...ALLOWED_UPLOAD_EXTENSIONS, ...ALLOWED_UPLOAD_MIME_TYPES].join(',');

export function UploadPage() {
  const { t } = useTranslation('portal');
  usePageMeta(t('upload.metaTitle'), t('upload.subtitle'));
  const navigate = useNavigate();
  const ids = useId();
  const queue = useUploadQueue();
  const { entries, busy, fileErrors, pendingCount } = queue;
  const [typedName, setTypedName] = useState('');
  // Automatic by default: a batch may mix kinds, and the engine tells each document's kind by itself.
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [language, setLanguage] = useState<UploadLanguage | ''>('');
  const [dragging, setDragging] = useState(false);

  const single = entries.length <= 1;
  const singleName = entries[0]?.documentName ?? typedName;
  const addFiles = (files: readonly File[]) => queue.add(files, typedName);

  const setSingleName = (value: string) => {
    setTypedName(value);
    if (entries[0]) queue.rename(entries[0].id, value);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const uploaded = await queue.send({ documentType, language });
    if (!uploaded) return;
    // One document: straight to it; several: the list, where their progress shows.
    navigate(
      uploaded.length === 1
        ? `/dashboard/documents/${encodeURIComponent(uploaded[0]!)}`
        : '/dashboard/documents',
    );
  };

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

          <SelectField
            className="space-y-1.5"
            label={t('upload.documentType')}
            value={documentType}
            onChange={setDocumentType}
            disabled={busy}
            help={documentType ? t('upload.typeHintHelp') : t('upload.automaticTypeHelp')}
            options={[
              { value: '', label: t('upload.automaticType') },
              ...DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documentTypes.${type}`) })),
            ]}
          />

          <SelectField
            className="space-y-1.5"
            label={t('upload.language')}
            value={language}
            onChange={setLanguage}
            disabled={busy}
            options={[
              { value: '', label: t('upload.languages.auto') },
              ...UPLOAD_LANGUAGES.map((code) => ({
                value: code,
                label: t(`upload.languages.${code === 'he+en' ? 'both' : code}`),
              })),
            ]}
          />

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
                  onName={(documentName) => queue.rename(entry.id, documentName)}
                  onRemove={() => queue.remove(entry.id)}
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
