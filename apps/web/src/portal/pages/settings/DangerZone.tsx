import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useMe } from '../../auth/useMe.ts';
import { FormField } from '../../components/FormField.tsx';
import { portalApi } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';

/** Deleting the account needs the e-mail typed out, so it cannot happen by a stray click. */
export function DangerZone() {
  const { t } = useTranslation('portal');
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === me.user.email.toLowerCase();

  const remove = useMutation({
    mutationFn: () => portalApi.deleteAccount(typed.trim()),
    onSuccess: () => {
      toast.success(t('settings.deleted'));
      queryClient.clear();
      navigate('/', { replace: true });
    },
    onError: () => toastError(t('common.errorTitle'), t('settings.deleteError')),
  });

  return (
    <Card className="border-destructive/50">
      <h2 className="text-lg font-semibold text-destructive">{t('settings.dangerTitle')}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{t('settings.dangerDescription')}</p>
      <Dialog onOpenChange={() => setTyped('')}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="mt-4">
            {t('settings.deleteAccount')}
          </Button>
        </DialogTrigger>
        <DialogContent
          title={t('settings.deleteTitle')}
          description={t('settings.dangerDescription')}
          closeLabel={t('common.close')}
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (matches) remove.mutate();
            }}
            className="space-y-4"
          >
            <FormField id="delete-confirm" label={t('settings.deleteConfirmLabel', { email: me.user.email })}>
              <Input
                id="delete-confirm"
                type="email"
                dir="ltr"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </FormField>
            <Button
              type="submit"
              variant="destructive"
              className="w-full"
              disabled={!matches || remove.isPending}
            >
              {t('settings.deleteConfirm')}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
