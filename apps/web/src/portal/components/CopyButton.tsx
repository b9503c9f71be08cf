import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/** Copies a value; after a copy it shows a check mark and "Copied" in place of "Copy". */
export function CopyButton({
  label,
  copied,
  onClick,
}: {
  label: string;
  copied: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('portal');
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={label}>
      {copied ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      {copied ? t('common.copied') : t('common.copy')}
    </Button>
  );
}
