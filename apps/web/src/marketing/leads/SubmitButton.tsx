import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

export function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
  const { t } = useTranslation('marketing');
  return (
    <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
      {sending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
      {sending ? t('leads.sending') : label}
    </Button>
  );
}
