import { type DocumentResultView, type Field, fieldLabel, type Locale } from '@docread/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Pencil, Undo2, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { toastError } from '../lib/toastError.ts';
import { displayValue, humanize, isLowConfidence, parseCorrection, percent } from './fieldValues.ts';
import { viewerApi, viewerKeys } from './viewerApi.ts';

type Rows = Record<string, Field>[];

/** Extracted fields with confidence, those awaiting review first, each correctable; repeated groups as small tables. */
export function FieldsPanel({
  view,
  order,
  selected,
  onSelect,
  editing,
  onEditingChange,
}: {
  view: DocumentResultView & { result: NonNullable<DocumentResultView['result']> };
  order: string[];
  selected: string | null;
  onSelect: (name: string) => void;
  editing: string | null;
  onEditingChange: (name: string | null) => void;
}) {
  const { t, i18n } = useTranslation('viewer');
  const label = (name: string) => fieldLabel(name, i18n.language as Locale) ?? humanize(name);
  const { result } = view;
  const lists = Object.entries(result.lists).filter(([, rows]) => rows.length > 0);
  if (order.length === 0 && lists.length === 0)
    return <p className="text-muted-foreground">{t('fields.empty')}</p>;

  return (
    <div className="space-y-6">
      {/* On phones a field is two lines, its name above its value and confidence, so a value has the
          card's width and breaks only between words. */}
      <table className="w-full table-fixed text-sm max-sm:block">
        <colgroup>
          <col className="w-[35%]" />
          <col />
          <col className="w-20" />
        </colgroup>
        <thead className="border-b border-border text-muted-foreground max-sm:sr-only">
          <tr>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('fields.name')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('fields.value')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('fields.confidence')}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {order.map((name) => {
            const field = result.fields[name];
            if (!field) return null;
            return (
              <FieldRow
                key={name}
                documentId={view.documentId}
                name={name}
                label={label(name)}
                field={field}
                low={isLowConfidence(name, field, result) && !(name in view.corrections)}
                corrected={name in view.corrections}
                original={view.originalFields[name]}
                locale={i18n.language}
                selected={selected === name}
                onSelect={() => onSelect(name)}
                editing={editing === name}
                onEditingChange={(on) => onEditingChange(on ? name : null)}
              />
            );
          })}
        </tbody>
      </table>
      {lists.map(([name, rows]) => (
        <ListTable key={name} title={label(name)} rows={rows} label={label} locale={i18n.language} />
      ))}
    </div>
  );
}

function FieldRow({
  documentId,
  name,
  label,
  field,
  low,
  corrected,
  original,
  locale,
  selected,
  onSelect,
  editing,
  onEditingChange,
}: {
  documentId: string;
  name: string;
  label: string;
  field: Field;
  low: boolean;
  corrected: boolean;
  original: Field | undefined;
  locale: string;
  selected: boolean;
  onSelect: () => void;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  const { t } = useTranslation('viewer');
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (selected) row.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  const words = { yes: t('fields.yes'), no: t('fields.no') };
  const shown = displayValue(field.value, locale, words);

  return (
    <tr
      ref={row}
      className={cn(
        'border-b border-border last:border-0 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto]',
        low && 'bg-amber-50 dark:bg-amber-950/30',
        selected && 'outline-2 -outline-offset-2 outline-primary',
      )}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      onFocus={onSelect}
      data-testid={`field-${name}`}
      data-selected={selected}
    >
      <th
        scope="row"
        className="py-2 pe-3 text-start align-top font-medium break-words max-sm:col-span-2 max-sm:pb-0"
      >
        {label}
      </th>
      <td className="py-2 pe-3 align-top">
        {editing ? (
          <CorrectionForm
            documentId={documentId}
            name={name}
            label={label}
            field={field}
            onDone={() => onEditingChange(false)}
          />
        ) : (
          <div className="flex items-start gap-2">
            <span dir="auto" className="min-w-0 break-words">
              {shown || <span className="text-muted-foreground">{t('fields.emptyValue')}</span>}
            </span>
            <Button
              size="icon"
              variant="ghost"
              className="size-7 shrink-0"
              aria-label={t('fields.edit', { name: label })}
              onClick={() => onEditingChange(true)}
            >
              <Pencil className="size-3.5" aria-hidden="true" />
            </Button>
          </div>
        )}
        <div className="mt-1 flex flex-wrap gap-1">
          {low && <Badge tone="yellow">{t('fields.low')}</Badge>}
          {corrected && <Badge tone="primary">{t('fields.corrected')}</Badge>}
          {corrected && original && (
            <span className="text-xs text-muted-foreground break-words" dir="auto">
              {t('fields.original', { value: displayValue(original.value, locale, words) || original.text })}
            </span>
          )}
          {corrected && <UndoCorrection documentId={documentId} name={name} label={label} />}
          {!corrected && field.source === 'learned' && (
            <>
              <Badge tone="green">{t('fields.learned')}</Badge>
              {field.learnedFrom && (
                <Link
                  to={`/dashboard/documents/${encodeURIComponent(field.learnedFrom)}`}
                  className="text-xs text-muted-foreground underline"
                >
                  {t('fields.learnedFrom')}
                </Link>
              )}
            </>
          )}
        </div>
      </td>
      <td className="py-2 text-end align-top tabular-nums">{percent(field.confidence)}</td>
    </tr>
  );
}

/** The inline correction: starts from the current value, saves in the engine's type. */
function CorrectionForm({
  documentId,
  name,
  label,
  field,
  onDone,
}: {
  documentId: string;
  name: string;
  label: string;
  field: Field;
  onDone: () => void;
}) {
  const { t } = useTranslation('viewer');
  const [draft, setDraft] = useState(field.value == null ? '' : String(field.value));
  const save = useSaveField(documentId, name, label);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(parseCorrection(draft, field.value), { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-1">
      <Input
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
        dir="auto"
        aria-label={t('fields.edit', { name: label })}
        className="h-8 min-w-0"
        autoFocus
      />
      <Button
        type="submit"
        size="icon"
        variant="ghost"
        aria-label={t('fields.save')}
        disabled={save.isPending}
      >
        <Check className="size-4" aria-hidden="true" />
      </Button>
      <Button type="button" size="icon" variant="ghost" aria-label={t('fields.cancel')} onClick={onDone}>
        <X className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}

/** Takes a person's value back; what it taught the account's memory goes with it. */
function UndoCorrection({ documentId, name, label }: { documentId: string; name: string; label: string }) {
  const { t } = useTranslation('viewer');
  const queryClient = useQueryClient();
  const undo = useMutation({
    mutationFn: () => viewerApi.undoCorrection(documentId, name),
    onSuccess: (view) => {
      queryClient.setQueryData(viewerKeys.result(documentId), view);
      toast.success(t('fields.undone'));
    },
    onError: () => toastError(t('fields.undoError'), label),
  });
  return (
    <Button
      size="sm"
      variant="ghost"
      className="h-6 px-1 text-xs"
      aria-label={t('fields.undo', { name: label })}
      disabled={undo.isPending}
      onClick={(event) => {
        event.stopPropagation();
        undo.mutate();
      }}
    >
      <Undo2 className="size-3.5" aria-hidden="true" />
      {t('fields.undoShort')}
    </Button>
  );
}

/** Saves a person's value for one field (a correction, or the engine's value accepted as it is). */
export function useSaveField(documentId: string, name: string, label: string) {
  const { t } = useTranslation('viewer');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string | number | boolean | null) => viewerApi.correctField(documentId, name, value),
    onSuccess: (view) => {
      queryClient.setQueryData(viewerKeys.result(documentId), view);
      toast.success(t('fields.saved'));
    },
    onError: () => toastError(t('fields.saveError'), label),
  });
}

function ListTable({
  title,
  rows,
  label,
  locale,
}: {
  title: string;
  rows: Rows;
  label: (name: string) => string;
  locale: string;
}) {
  const { t } = useTranslation('viewer');
  const words = { yes: t('fields.yes'), no: t('fields.no') };
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return (
    <div className="overflow-x-auto">
      <h2 className="mb-2 font-semibold">
        {title}{' '}
        <span className="text-sm font-normal text-muted-foreground">
          {t('fields.rows', { count: rows.length })}
        </span>
      </h2>
      <table className="w-full text-sm">
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="py-1.5 pe-3 text-start font-medium">
                {label(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
            <tr key={i} className="border-b border-border last:border-0">
              {columns.map((c) => (
                // The cell keeps the table's direction (and its gap at the end); its value is isolated, so a
                // Hebrew description in an English table neither moves to the far edge nor runs into the next number.
                <td key={c} className="py-1.5 pe-3 break-words">
                  {row[c] ? <bdi>{displayValue(row[c].value, locale, words)}</bdi> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
