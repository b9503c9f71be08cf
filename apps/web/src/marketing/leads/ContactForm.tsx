import { type ContactForm as ContactFormValues, contactFormSchema } from '@docread/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { FormField, fieldA11y } from './FormField.tsx';
import { Honeypot } from './Honeypot.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useLeadSubmit } from './useLeadSubmit.ts';

export function ContactForm() {
  const { t } = useTranslation('marketing');
  const send = useLeadSubmit('leads.errors.contact');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: '', company: '', message: '', website: '' },
  });
  const onSubmit = handleSubmit((values) => send({ ...values, source: 'contact' }));
  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5" aria-label={t('contact.form.title')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t('leads.fields.name')} required error={errors.name?.message}>
          <Input
            {...fieldA11y('contact-name', errors.name?.message, true)}
            autoComplete="name"
            {...register('name')}
          />
        </FormField>
        <FormField id="contact-email" label={t('leads.fields.email')} required error={errors.email?.message}>
          <Input
            {...fieldA11y('contact-email', errors.email?.message, true)}
            type="email"
            dir="ltr"
            autoComplete="email"
            {...register('email')}
          />
        </FormField>
      </div>
      <FormField
        id="contact-company"
        label={t('leads.fields.companyOptional')}
        error={errors.company?.message}
      >
        <Input
          {...fieldA11y('contact-company', errors.company?.message)}
          autoComplete="organization"
          {...register('company')}
        />
      </FormField>
      <FormField
        id="contact-message"
        label={t('leads.fields.message')}
        required
        error={errors.message?.message}
      >
        <Textarea
          {...fieldA11y('contact-message', errors.message?.message, true)}
          rows={6}
          placeholder={t('leads.placeholders.message')}
          {...register('message')}
        />
      </FormField>
      <Honeypot registration={register('website')} />
      <SubmitButton sending={isSubmitting} label={t('leads.send')} />
    </form>
  );
}
