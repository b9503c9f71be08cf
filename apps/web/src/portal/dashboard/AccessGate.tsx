import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../auth/useMe.ts';
import { useSignOut } from '../auth/useSignOut.ts';

/**
 * The specification's gate, in order: placeholders while the session loads; no user -> /login (remembering
 * where they were, replacing the history entry); not approved -> the pending message; approved -> content.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('portal');
  const session = useSession();
  const location = useLocation();
  const signOut = useSignOut();

  if (session.isPending) return <GateLoading label={t('common.loading')} />;
  if (session.isError) {
    return (
      <CenteredCard>
        <p role="alert">{t('common.loadFailed')}</p>
        <Button className="mt-4" onClick={() => void session.refetch()}>
          {t('common.retry')}
        </Button>
      </CenteredCard>
    );
  }
  if (session.data.kind === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  if (session.data.kind === 'pending') {
    return (
      <CenteredCard>
        <Clock className="mx-auto size-12 text-yellow-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{t('gate.pendingTitle')}</h1>
        <p className="mt-3 text-muted-foreground">{t('gate.pendingMessage')}</p>
        <Button variant="outline" className="mt-6" onClick={() => void signOut()}>
          {t('nav.signOut')}
        </Button>
      </CenteredCard>
    );
  }
  return <>{children}</>;
}

function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-lg text-center">{children}</Card>
    </main>
  );
}

function GateLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-screen" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <div className="hidden w-64 space-y-3 border-e border-border p-4 md:block">
        {Array.from({ length: 7 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders have no identity.
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
      <div className="flex-1 space-y-4 p-6">
        <Skeleton className="h-9 w-64" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders have no identity.
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      </div>
    </div>
  );
}
