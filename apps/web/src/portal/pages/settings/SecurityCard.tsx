import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { authClient } from '../../auth/authClient.ts';
import { authErrorMessage } from '../../auth/authErrorMessage.ts';
import { useMe } from '../../auth/useMe.ts';
import { toastError } from '../../lib/toastError.ts';
import { TwoFactorSetup } from './TwoFactorSetup.tsx';

export function SecurityCard() {
  const { t } = useTranslation('portal');
  const me = useMe();
  const [sending, setSending] = useState(false);

  const sendReset = async () => {
    setSending(true);
    try {
      await authClient.requestPasswordReset(me.user.email);
      toast.success(t('common.successTitle'), {
        description: t('settings.resetSent', { email: me.user.email }),
      });
    } catch (error) {
      toastError(t('auth.errorTitle'), authErrorMessage(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className="space-y-6">
      <h2 className="text-lg font-semibold">{t('settings.securityTitle')}</h2>
      <div className="space-y-1.5">
        <Label htmlFor="account-email">{t('settings.email')}</Label>
        <div className="flex gap-2">
          <Input
            id="account-email"
            type="email"
            dir="ltr"
            value={me.user.email}
            readOnly
            className="bg-muted"
          />
          <Button variant="outline" disabled title={t('settings.changeHint')}>
            {t('settings.change')}
          </Button>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="account-password">{t('settings.password')}</Label>
        <div className="flex gap-2">
          <Input id="account-password" type="password" value="••••••••" readOnly className="bg-muted" />
          <Button variant="outline" onClick={() => void sendReset()} disabled={sending}>
            {t('settings.reset')}
          </Button>
        </div>
      </div>
      <TwoFactorSetup />
    </Card>
  );
}
