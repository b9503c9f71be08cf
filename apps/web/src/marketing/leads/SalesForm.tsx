import { type SalesForm as SalesFormValues, salesFormSchema } from '@docread/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { FormField, fieldA11y } from './FormField.tsx';
import { Honeypot } from './Honeypot.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useLeadSubmit } from './useLeadSubmit.ts';

export function SalesForm() {
  const { t } = useTranslation('marketing');
  const send = useLeadSubmit('leads.errors.sales');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SalesFormValues>({
    resolver: zodResolver(salesFormSchema),
    defaultValues: { name: '', email: '', company: '', phone: '', message: '', website: '' },
  });
  const onSubmit = handleSubmit((values) => send({ ...values, source: 'contact_sales' }));
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="relative space-y-5"
      aria-label={t('contactSales.form.title')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="sales-name" label={t('leads.fields.name')} required error={errors.name?.message}>
          <Input
            {...fieldA11y('sales-name', errors.name?.message, true)}
            autoComplete="name"
            {...register('name')}
          />
        </FormField>
        <FormField
          id="sales-email"
          label={t('leads.fields.workEmail')}
          required
          error={errors.email?.message}
        >
          <Input
            {...fieldA11y('sales-email', errors.email?.message, true)}
            type="email"
            dir="ltr"
            autoComplete="email"
            {...register('email')}
          />
        </FormField>
        <FormField
          id="sales-company"
          label={t('leads.fields.company')}
          required
          error={errors.company?.message}
        >
          <Input
            {...fieldA11y('sales-company', errors.company?.message, true)}
            autoComplete="organization"
            {...register('company')}
          />
        </FormField>
        <FormField id="sales-phone" label={t('leads.fields.phoneOptional')} error={errors.phone?.message}>
          <Input
            {...fieldA11y('sales-phone', errors.phone?.message)}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            {...register('phone')}
          />
        </FormField>
      </div>
      <FormField
        id="sales-message"
        label={t('leads.fields.salesMessage')}
        required
        error={errors.message?.message}
      >
        <Textarea
          {...fieldA11y('sales-message', errors.message?.message, true)}
          rows={6}
          placeholder={t('leads.placeholders.salesMessage')}
          {...register('message')}
        />
      </FormField>
      <Honeypot registration={register('website')} />
      <SubmitButton sending={isSubmitting} label={t('leads.sendInquiry')} />
    </form>
  );
}
