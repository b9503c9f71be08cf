import { newPasswordSchema, passwordResetRequestSchema } from '@docread/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { authClient } from '../../auth/authClient.ts';
import { authErrorMessage } from '../../auth/authErrorMessage.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { FormField, fieldAria } from '../../components/FormField.tsx';
import { toastError } from '../../lib/toastError.ts';
import { EmailField } from './EmailField.tsx';

/** One route, two jobs: request a reset link, or (arriving from that link with `?token=`) set the new password. */
export function PasswordResetPage() {
  const { t } = useTranslation('portal');
  usePageMeta(t('auth.reset.metaTitle'), t('auth.reset.metaDescription'));
  const [params] = useSearchParams();
  const token = params.get('token');
  // better-auth redirects here with `?error=INVALID_TOKEN` when the e-mailed link has expired.
  const linkError = params.get('error');
  if (token && !linkError) return <NewPasswordForm token={token} />;
  return <RequestForm linkExpired={Boolean(linkError)} />;
}

function RequestForm({ linkExpired }: { linkExpired: boolean }) {
  const { t } = useTranslation('portal');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.infer<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await authClient.requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      toastError(t('auth.errorTitle'), authErrorMessage(error, t));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title={t('auth.reset.sentTitle')}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <MailCheck className="size-12 text-primary" aria-hidden="true" />
          <p>{t('auth.reset.sent', { email: sentTo })}</p>
          <Button asChild variant="outline">
            <Link to="/login">{t('auth.reset.backToLogin')}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {linkExpired && (
        <p
          role="alert"
          className="mb-4 rounded-md bg-red-100 p-3 text-sm text-red-900 dark:bg-red-900/40 dark:text-red-100"
        >
          {t('auth.errors.invalidToken')}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} registration={form.register('email')} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="text-primary underline underline-offset-2">
          {t('auth.reset.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const form = useForm<z.infer<typeof newPasswordSchema>>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await authClient.resetPassword(password, token);
      toast.success(t('common.successTitle'), { description: t('auth.reset.done') });
      navigate('/login', { replace: true });
    } catch (error) {
      toastError(t('auth.errorTitle'), authErrorMessage(error, t));
    }
  });

  return (
    <AuthCard title={t('auth.reset.newTitle')} subtitle={t('auth.reset.newSubtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          id="password"
          label={t('auth.reset.newPassword')}
          error={errors.password?.message}
          hint={t('auth.passwordHint')}
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldAria('password', errors.password?.message)}
            {...form.register('password')}
          />
        </FormField>
        <FormField
          id="confirmPassword"
          label={t('auth.confirmPassword')}
          error={errors.confirmPassword?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldAria('confirmPassword', errors.confirmPassword?.message)}
            {...form.register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.reset.submitting') : t('auth.reset.newSubmit')}
        </Button>
      </form>
    </AuthCard>
  );
}
