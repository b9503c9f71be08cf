import { type SignInInput, signInSchema } from '@docread/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { applyAccountLanguage } from '../../auth/accountLanguage.ts';
import { authClient } from '../../auth/authClient.ts';
import { authErrorMessage } from '../../auth/authErrorMessage.ts';
import { fetchSession, ME_QUERY_KEY } from '../../auth/useMe.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { FormField, fieldAria } from '../../components/FormField.tsx';
import { toastError } from '../../lib/toastError.ts';
import { EmailField } from './EmailField.tsx';
import { TwoFactorStep } from './TwoFactorStep.tsx';

/** Where to go after signing in: the protected page the gate sent us from, else the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  if (from?.pathname?.startsWith('/dashboard')) return `${from.pathname}${from.search ?? ''}`;
  return '/dashboard';
}

export function LoginPage() {
  const { t } = useTranslation('portal');
  usePageMeta(t('auth.login.metaTitle'), t('auth.login.metaDescription'));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [twoFactor, setTwoFactor] = useState(false);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const finish = async () => {
    // Signed in either way: an unreadable session only means the saved language waits for the next visit.
    const session = await queryClient
      .fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchSession, staleTime: 0 })
      .catch(() => null);
    if (session) await applyAccountLanguage(session);
    navigate(returnPath(location.state), { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await authClient.signIn(values);
      if (result?.twoFactorRedirect) setTwoFactor(true);
      else await finish();
    } catch (error) {
      // The form keeps what was typed; the toast carries the server's reason.
      toastError(t('auth.errorTitle'), authErrorMessage(error, t));
    }
  });

  if (twoFactor) return <TwoFactorStep onDone={finish} onBack={() => setTwoFactor(false)} />;

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {params.get('verified') === '1' && (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-md bg-green-100 p-3 text-sm text-green-900 dark:bg-green-900/40 dark:text-green-100"
        >
          <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          {t('auth.login.verified')}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} registration={form.register('email')} />
        <FormField id="password" label={t('auth.password')} error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...fieldAria('password', errors.password?.message)}
            {...form.register('password')}
          />
        </FormField>
        <div className="flex justify-end">
          <Link to="/password-reset" className="text-sm text-primary underline underline-offset-2">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('auth.login.noAccount')}{' '}
        <Link to="/signup" className="font-medium text-primary underline underline-offset-2">
          {t('auth.login.signupLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
