import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { SHORTCUTS } from './shortcuts.ts';

/** The help dialog (`?`): every key the viewer answers to. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('viewer');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('shortcuts.title')} closeLabel={t('shortcuts.close')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {SHORTCUTS.map(({ action, keys }) => (
            <div key={action} className="contents">
              <dt className="flex gap-1">
                {keys.map((key) => (
                  <kbd
                    key={key}
                    className="rounded border border-border bg-muted px-1.5 font-mono text-xs"
                    dir="ltr"
                  >
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd>{t(`shortcuts.actions.${action}`)}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
