import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { authClient } from '../../auth/authClient.ts';
import { authErrorMessage } from '../../auth/authErrorMessage.ts';
import { ME_QUERY_KEY, useMe } from '../../auth/useMe.ts';
import { FormField } from '../../components/FormField.tsx';
import { toastError } from '../../lib/toastError.ts';

type Step = { kind: 'idle' } | { kind: 'password'; action: 'enable' | 'disable' } | Enrolment;
interface Enrolment {
  kind: 'scan';
  qr: string;
  secret: string;
  backupCodes: string[];
}

/** The shared secret inside an otpauth:// URI, for people who type it instead of scanning. */
function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

export function TwoFactorSetup() {
  const { t } = useTranslation('portal');
  const me = useMe();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const enabled = me.user.twoFactorEnabled;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toastError(t('auth.errorTitle'), authErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (event: React.FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'password') return;
    void run(async () => {
      if (step.action === 'disable') {
        await authClient.disableTwoFactor(password);
        toast.success(t('settings.disabled'));
        setStep({ kind: 'idle' });
        await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      } else {
        const { totpURI, backupCodes } = await authClient.enableTwoFactor(password);
        const qr = await QRCode.toDataURL(totpURI, { margin: 1, width: 200 });
        setStep({ kind: 'scan', qr, secret: secretOf(totpURI), backupCodes });
      }
      setPassword('');
    });
  };

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await authClient.verifyTotp(code.replace(/\s/g, ''));
      toast.success(t('settings.enabled'));
      setStep({ kind: 'idle' });
      setCode('');
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    });
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="font-medium">{t('settings.twoFactorTitle')}</h3>
          <p className="text-sm text-muted-foreground">
            {enabled ? t('settings.twoFactorOn') : t('settings.twoFactorOff')}
          </p>
        </div>
        {step.kind === 'idle' && (
          <Button
            variant={enabled ? 'outline' : 'primary'}
            size="sm"
            onClick={() => setStep({ kind: 'password', action: enabled ? 'disable' : 'enable' })}
          >
            {enabled ? t('settings.disable') : t('settings.enable')}
          </Button>
        )}
      </div>

      {step.kind === 'password' && (
        <form onSubmit={submitPassword} className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <FormField id="twofa-password" label={t('settings.confirmPassword')}>
              <Input
                id="twofa-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
          </div>
          <Button type="submit" disabled={busy || !password}>
            {t('settings.continue')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
            {t('common.cancel')}
          </Button>
        </form>
      )}

      {step.kind === 'scan' && (
        <div className="space-y-4 rounded-lg border border-border p-4">
          <p className="text-sm">{t('settings.scan')}</p>
          <img src={step.qr} alt={t('settings.qrAlt')} className="size-48 rounded bg-white p-2" />
          {step.secret && (
            <p className="text-xs break-all text-muted-foreground">
              {t('settings.manualKey', { secret: step.secret })}
            </p>
          )}
          <div>
            <h4 className="text-sm font-medium">{t('settings.backupCodes')}</h4>
            <p className="text-xs text-muted-foreground">{t('settings.backupHint')}</p>
            <ul
              dir="ltr"
              className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm"
              data-testid="backup-codes"
            >
              {step.backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() =>
                void navigator.clipboard
                  .writeText(step.backupCodes.join('\n'))
                  .then(() => toast.success(t('common.copied')))
              }
            >
              {t('settings.copyCodes')}
            </Button>
          </div>
          <form onSubmit={submitCode} className="flex flex-wrap items-end gap-2">
            <div className="w-40">
              <FormField id="twofa-code" label={t('settings.code')}>
                <Input
                  id="twofa-code"
                  dir="ltr"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </FormField>
            </div>
            <Button type="submit" disabled={busy || !code.trim()}>
              {t('settings.verify')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
              {t('common.cancel')}
            </Button>
          </form>
        </div>
      )}
    </div>
  );
}
