import { LOCALES, type ProfileUpdate, profileUpdateSchema } from '@docread/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { setLocale } from '../../../i18n/index.ts';
import { ME_QUERY_KEY, useMe } from '../../auth/useMe.ts';
import { FormField, fieldAria } from '../../components/FormField.tsx';
import { keys, portalApi } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';

/** Full name, company and preferred language; saving the language also switches the interface. */
export function ProfileCard() {
  const { t } = useTranslation('portal');
  const me = useMe();
  const queryClient = useQueryClient();
  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      fullName: me.profile.fullName,
      company: me.profile.company ?? '',
      language: me.profile.language,
    },
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: portalApi.updateProfile,
    onSuccess: async (_, values) => {
      // The new language's catalogues may still be loading; the toast should already speak it.
      await setLocale(values.language);
      // `t` still speaks the old language inside this callback, so read the toast from the new one.
      toast.success(t('settings.profileUpdated', { lng: values.language }));
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: keys.profile });
    },
    onError: () => toastError(t('common.errorTitle'), t('settings.profileError')),
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ ...values, company: values.company?.trim() ? values.company.trim() : null }),
  );

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('settings.profileTitle')}</h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <FormField id="fullName" label={t('settings.fullName')} error={errors.fullName?.message}>
          <Input
            autoComplete="name"
            dir="auto"
            {...fieldAria('fullName', errors.fullName?.message)}
            {...form.register('fullName')}
          />
        </FormField>
        <FormField id="company" label={t('settings.company')} error={errors.company?.message}>
          <Input
            autoComplete="organization"
            dir="auto"
            {...fieldAria('company', errors.company?.message)}
            {...form.register('company')}
          />
        </FormField>
        <FormField id="language" label={t('settings.language')} error={errors.language?.message}>
          <NativeSelect {...fieldAria('language', errors.language?.message)} {...form.register('language')}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {t(`settings.languages.${locale}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('settings.saveProfile')}
        </Button>
      </form>
    </Card>
  );
}
