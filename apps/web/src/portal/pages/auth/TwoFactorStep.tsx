import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { authClient } from '../../auth/authClient.ts';
import { authErrorMessage } from '../../auth/authErrorMessage.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { FormField } from '../../components/FormField.tsx';
import { toastError } from '../../lib/toastError.ts';

/** The second sign-in step when the account has two-factor authentication on. */
export function TwoFactorStep({ onDone, onBack }: { onDone: () => Promise<void>; onBack: () => void }) {
  const { t } = useTranslation('portal');
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    try {
      if (useBackup) await authClient.verifyBackupCode(code.trim());
      else await authClient.verifyTotp(code.replace(/\s/g, ''));
      await onDone();
    } catch (error) {
      toastError(t('auth.errorTitle'), authErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.login.twoFactorTitle')}
      subtitle={useBackup ? t('auth.login.backupSubtitle') : t('auth.login.twoFactorSubtitle')}
    >
      <form onSubmit={submit} className="space-y-4">
        <FormField id="code" label={useBackup ? t('auth.login.backupCode') : t('auth.login.code')}>
          <Input
            id="code"
            dir="ltr"
            autoComplete="one-time-code"
            inputMode={useBackup ? 'text' : 'numeric'}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={busy || !code.trim()}>
          {busy ? t('auth.login.verifying') : t('auth.login.verify')}
        </Button>
      </form>
      <div className="mt-4 flex flex-col items-center gap-2 text-sm">
        <Button
          variant="link"
          size="sm"
          onClick={() => {
            setUseBackup(!useBackup);
            setCode('');
          }}
        >
          {useBackup ? t('auth.login.useApp') : t('auth.login.useBackup')}
        </Button>
        <Button variant="link" size="sm" onClick={onBack}>
          {t('auth.login.backToLogin')}
        </Button>
      </div>
    </AuthCard>
  );
}
