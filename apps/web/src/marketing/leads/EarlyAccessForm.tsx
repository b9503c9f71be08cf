import {
  COMPANY_SIZES,
  DOCUMENTS_PER_MONTH,
  EARLY_ACCESS_DOCUMENT_TYPES,
  earlyAccessFormSchema,
} from '@docread/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { FormField, fieldA11y } from './FormField.tsx';
import { Honeypot } from './Honeypot.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useLeadSubmit } from './useLeadSubmit.ts';

type FormInput = z.input<typeof earlyAccessFormSchema>;
type Output = z.output<typeof earlyAccessFormSchema>;

export function EarlyAccessForm() {
  const { t } = useTranslation('marketing');
  const send = useLeadSubmit('leads.errors.earlyAccess');
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(earlyAccessFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      company: '',
      jobTitle: '',
      useCaseDetail: '',
      documentTypes: [],
      marketingConsent: false,
      website: '',
    },
  });
  const onSubmit = handleSubmit((values) => send({ ...values, source: 'early_access' }));
  const text = (id: keyof FormInput, required = true, extra: Record<string, string> = {}) => ({
    ...fieldA11y(`ea-${id}`, errors[id]?.message as string | undefined, required),
    ...extra,
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="relative space-y-5"
      aria-label={t('earlyAccess.form.title')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="ea-firstName"
          label={t('leads.fields.firstName')}
          required
          error={errors.firstName?.message}
        >
          <Input {...text('firstName', true, { autoComplete: 'given-name' })} {...register('firstName')} />
        </FormField>
        <FormField
          id="ea-lastName"
          label={t('leads.fields.lastName')}
          required
          error={errors.lastName?.message}
        >
          <Input {...text('lastName', true, { autoComplete: 'family-name' })} {...register('lastName')} />
        </FormField>
        <FormField
          id="ea-email"
          label={t('leads.fields.businessEmail')}
          required
          error={errors.email?.message}
        >
          <Input
            {...text('email', true, { autoComplete: 'email' })}
            type="email"
            dir="ltr"
            {...register('email')}
          />
        </FormField>
        <FormField id="ea-company" label={t('leads.fields.company')} required error={errors.company?.message}>
          <Input {...text('company', true, { autoComplete: 'organization' })} {...register('company')} />
        </FormField>
        <FormField
          id="ea-jobTitle"
          label={t('leads.fields.jobTitle')}
          required
          error={errors.jobTitle?.message}
        >
          <Input
            {...text('jobTitle', true, { autoComplete: 'organization-title' })}
            {...register('jobTitle')}
          />
        </FormField>
        <FormField
          id="ea-companySize"
          label={t('leads.fields.companySize')}
          required
          error={errors.companySize?.message}
        >
          <NativeSelect {...text('companySize')} defaultValue="" {...register('companySize')}>
            <option value="" disabled>
              {t('leads.placeholders.choose')}
            </option>
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {t(`leads.companySizes.${size}` as 'leads.companySizes.1-10')}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="ea-documentsPerMonth"
          label={t('leads.fields.documentsPerMonth')}
          required
          error={errors.documentsPerMonth?.message}
        >
          <NativeSelect {...text('documentsPerMonth')} defaultValue="" {...register('documentsPerMonth')}>
            <option value="" disabled>
              {t('leads.placeholders.choose')}
            </option>
            {DOCUMENTS_PER_MONTH.map((volume) => (
              <option key={volume} value={volume}>
                {t(`leads.volumes.${volume}` as 'leads.volumes.<100')}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('leads.fields.documentTypes')}</legend>
        <Controller
          control={control}
          name="documentTypes"
          render={({ field }) => (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {EARLY_ACCESS_DOCUMENT_TYPES.map((type) => {
                const checked = field.value?.includes(type) ?? false;
                return (
                  <div key={type} className="flex items-center gap-2">
                    <Checkbox
                      id={`ea-type-${type}`}
                      checked={checked}
                      onCheckedChange={(on) =>
                        field.onChange(
                          on ? [...(field.value ?? []), type] : (field.value ?? []).filter((v) => v !== type),
                        )
                      }
                    />
                    <Label htmlFor={`ea-type-${type}`} className="font-normal">
                      {t(`leads.documentTypes.${type}`)}
                    </Label>
                  </div>
                );
              })}
            </div>
          )}
        />
      </fieldset>
      <FormField
        id="ea-useCaseDetail"
        label={t('leads.fields.useCaseDetail')}
        required
        error={errors.useCaseDetail?.message}
      >
        <Textarea
          {...text('useCaseDetail')}
          rows={5}
          placeholder={t('leads.placeholders.useCase')}
          {...register('useCaseDetail')}
        />
      </FormField>
      <Controller
        control={control}
        name="marketingConsent"
        render={({ field }) => (
          <div className="flex items-start gap-2">
            <Checkbox
              id="ea-marketingConsent"
              checked={field.value ?? false}
              onCheckedChange={(on) => field.onChange(on === true)}
              className="mt-0.5"
            />
            <Label htmlFor="ea-marketingConsent" className="font-normal">
              {t('leads.fields.marketingConsent')}
            </Label>
          </div>
        )}
      />
      <Honeypot registration={register('website')} />
      <SubmitButton sending={isSubmitting} label={t('leads.apply')} />
    </form>
  );
}
