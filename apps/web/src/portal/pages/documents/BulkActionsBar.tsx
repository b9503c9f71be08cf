import { FileArchive, RefreshCw, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { OptionSelect } from '../../components/SelectField.tsx';
import { type BulkActions, EXPORT_CHOICES, type ExportChoice } from './useBulkActions.ts';

/** The toolbar shown while documents are selected: process again, export, delete, clear the selection. */
export function BulkActionsBar({
  selected,
  actions: { remove, reprocess, exportSelected },
  onClear,
}: {
  selected: ReadonlySet<string>;
  actions: BulkActions;
  onClear: () => void;
}) {
  const { t } = useTranslation('portal');
  const [choice, setChoice] = useState<ExportChoice>('zip-json');
  const formatId = useId();
  return (
    <div
      className="mb-3 flex flex-wrap items-center gap-3"
      role="toolbar"
      aria-label={t('documents.bulk.label')}
    >
      <span className="text-sm" aria-live="polite">
        {t('documents.bulk.selected', { count: selected.size })}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={reprocess.isPending}
        onClick={() => reprocess.mutate([...selected])}
      >
        <RefreshCw className="size-4" aria-hidden="true" />
        {t('documents.bulk.reprocess')}
      </Button>
      <div className="flex items-center gap-2">
        <Label htmlFor={formatId} className="sr-only">
          {t('documents.bulk.exportFormat')}
        </Label>
        <OptionSelect
          id={formatId}
          value={choice}
          onChange={setChoice}
          className="h-8 w-auto"
          options={EXPORT_CHOICES.map((c) => ({ value: c, label: t(`documents.bulk.exportChoices.${c}`) }))}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={exportSelected.isPending}
          onClick={() => exportSelected.mutate({ ids: [...selected], choice })}
        >
          <FileArchive className="size-4" aria-hidden="true" />
          {t('documents.bulk.export')}
        </Button>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="destructive" size="sm" disabled={remove.isPending}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('documents.bulk.delete')}
          </Button>
        }
        title={t('documents.bulk.deleteTitle', { count: selected.size })}
        description={t('documents.bulk.deleteDescription', { count: selected.size })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => remove.mutate([...selected])}
      />
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X className="size-4" aria-hidden="true" />
        {t('documents.bulk.clear')}
      </Button>
    </div>
  );
}
