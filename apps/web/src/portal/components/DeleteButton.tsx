import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';

/** A trash-can button that asks before deleting; `onConfirm` runs only after the user confirms. */
export function DeleteButton({
  label,
  title,
  description,
  onConfirm,
}: {
  label: string;
  title: string;
  description: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('portal');
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-destructive" aria-label={label}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={t('common.delete')}
      cancelLabel={t('common.cancel')}
      onConfirm={onConfirm}
    />
  );
}
