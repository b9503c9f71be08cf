import { hasRole } from '@docread/contracts';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useMe } from '../auth/useMe.ts';
import { EmptyState } from '../components/EmptyState.tsx';

/** Admin pages render only for admins; the server enforces the same rule on every admin call. */
export function RequireAdmin() {
  const { t } = useTranslation('portal');
  const me = useMe();
  if (!hasRole(me.role, 'admin')) {
    return (
      <EmptyState icon={ShieldAlert} title={t('gate.forbiddenTitle')} message={t('gate.forbiddenMessage')} />
    );
  }
  return <Outlet />;
}
