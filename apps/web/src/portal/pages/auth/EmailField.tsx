import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input.tsx';
import { FormField, fieldAria } from '../../components/FormField.tsx';

/** The account e-mail field of the sign-in, sign-up and password-reset forms. */
export function EmailField({ error, registration }: { error?: string; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('portal');
  return (
    <FormField id="email" label={t('auth.email')} error={error}>
      <Input
        type="email"
        autoComplete="email"
        dir="ltr"
        placeholder={t('auth.emailPlaceholder')}
        {...fieldAria('email', error)}
        {...registration}
      />
    </FormField>
  );
}
