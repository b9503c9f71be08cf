import { type SignUpInput, signUpSchema } from '@docread/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { authClient } from '../../auth/authClient.ts';
import { authErrorMessage } from '../../auth/authErrorMessage.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { FormField, fieldAria } from '../../components/FormField.tsx';
import { toastError } from '../../lib/toastError.ts';
import { EmailField } from './EmailField.tsx';

export function SignUpPage() {
  const { t } = useTranslation('portal');
  usePageMeta(t('auth.signup.metaTitle'), t('auth.signup.metaDescription'));
  const navigate = useNavigate();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', company: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await authClient.signUp({
        email: values.email,
        password: values.password,
        name: values.fullName,
        ...(values.company ? { company: values.company } : {}),
      });
      // The owner account is approved at creation, so it gets no pending-approval notice.
      const approved = result?.user?.approved === true;
      toast.success(t('auth.signup.successTitle'), {
        description: approved
          ? t('auth.signup.checkEmail')
          : `${t('auth.signup.checkEmail')} ${t('auth.signup.pendingNotice')}`,
        duration: 10_000,
      });
      navigate('/login');
    } catch (error) {
      toastError(t('auth.errorTitle'), authErrorMessage(error, t));
    }
  });

  const field = (name: keyof SignUpInput) => ({
    ...fieldAria(name, errors[name]?.message),
    ...form.register(name),
  });

  return (
    <AuthCard title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField id="fullName" label={t('auth.fullName')} error={errors.fullName?.message}>
          <Input autoComplete="name" {...field('fullName')} />
        </FormField>
        <EmailField error={errors.email?.message} registration={form.register('email')} />
        <FormField id="company" label={t('auth.company')} error={errors.company?.message}>
          <Input autoComplete="organization" {...field('company')} />
        </FormField>
        <FormField
          id="password"
          label={t('auth.password')}
          error={errors.password?.message}
          hint={t('auth.passwordHint')}
        >
          <Input type="password" autoComplete="new-password" {...field('password')} />
        </FormField>
        <FormField
          id="confirmPassword"
          label={t('auth.confirmPassword')}
          error={errors.confirmPassword?.message}
        >
          <Input type="password" autoComplete="new-password" {...field('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('auth.signup.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-primary underline underline-offset-2">
          {t('auth.signup.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
