import { hasRole, PAGE_MAX_LIMIT } from '@docread/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { ME_QUERY_KEY, useMe } from '../auth/useMe.ts';
import { useSignOut } from '../auth/useSignOut.ts';
import { keys, portalApi } from '../lib/portalApi.ts';
import { AccessGate } from './AccessGate.tsx';
import { ADMIN_NAV, MAIN_NAV, type NavItem, OVERVIEW_NAV } from './navItems.ts';

export function DashboardLayout() {
  return (
    <AccessGate>
      <DashboardShell />
    </AccessGate>
  );
}

function DashboardShell() {
  const { t } = useTranslation('portal');
  const { t: tc } = useTranslation('common');
  const me = useMe();
  const signOut = useSignOut();
  const isAdmin = hasRole(me.role, 'admin');
  const items = [OVERVIEW_NAV, ...MAIN_NAV, ...(isAdmin ? ADMIN_NAV : [])];
  const strip = useRef<HTMLElement>(null);
  useSessionExpiry();
  const { pathname } = useLocation();
  const waiting = usePendingApprovals(isAdmin, pathname);
  // On phones the current page's entry may sit off-screen in the scrolling strip: bring it into view.
  useEffect(() => {
    strip.current
      ?.querySelector(`a[href="${pathname}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <div className="min-h-screen md:flex">
      {/* Phones: a header with the sign-out icon, and every page one swipe away in a scrolling strip. */}
      <header className="sticky top-0 z-30 border-b border-border bg-background md:hidden">
        <div className="flex h-14 items-center justify-between px-4">
          <Link to="/dashboard" className="text-lg font-bold">
            {tc('brand')}
          </Link>
          <Button variant="ghost" size="icon" onClick={() => void signOut()} aria-label={t('nav.signOut')}>
            <LogOut className="size-5 rtl-flip" aria-hidden="true" />
          </Button>
        </div>
        <nav ref={strip} aria-label={t('nav.label')} className="flex gap-1 overflow-x-auto px-2 pb-2">
          {items.map((item) => (
            <MenuLink key={item.to} item={item} compact badge={badgeOf(item, waiting)} />
          ))}
        </nav>
      </header>

      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col border-e border-border bg-card md:flex">
        <div className="flex h-16 items-center px-6">
          <Link to="/dashboard" className="text-xl font-bold">
            {tc('brand')}
          </Link>
        </div>
        <nav aria-label={t('nav.label')} className="flex flex-1 flex-col gap-1 overflow-y-auto px-3">
          {[OVERVIEW_NAV, ...MAIN_NAV].map((item) => (
            <MenuLink key={item.to} item={item} />
          ))}
          {isAdmin && (
            <>
              <p className="mt-4 px-3 pb-1 text-xs font-semibold uppercase text-muted-foreground">
                {t('nav.adminSection')}
              </p>
              {ADMIN_NAV.map((item) => (
                <MenuLink key={item.to} item={item} badge={badgeOf(item, waiting)} />
              ))}
            </>
          )}
        </nav>
        <div className="space-y-1 border-t border-border p-3">
          <p className="truncate px-3 text-sm text-muted-foreground" dir="auto">
            {me.user.email}
          </p>
          <Button variant="ghost" className="w-full justify-start" onClick={() => void signOut()}>
            <LogOut className="size-4 rtl-flip" aria-hidden="true" />
            {t('nav.signOut')}
          </Button>
        </div>
      </aside>

      <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}

/**
 * A session can end while a page is open (expiry, sign-out elsewhere, approval revoked). Any call answered
 * 401 or `approval_pending` re-reads the session, and the gate then shows sign-in or the pending screen.
 */
function useSessionExpiry() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error = event.query.state.error;
        if (event.type !== 'updated' || !(error instanceof ApiError)) return;
        if (event.query.queryKey[0] === ME_QUERY_KEY[0]) return;
        if (error.status === 401 || error.code === 'approval_pending') {
          void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        }
      }),
    [queryClient],
  );
}

/**
 * How many sign-ups wait for an admin's approval, for the badge on the Users entry: read again on every
 * navigation, and at once after an approval (the admin users page refreshes the same query).
 */
function usePendingApprovals(isAdmin: boolean, pathname: string): number {
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: keys.pendingApprovals,
    // One full page: the badge counts up to its size.
    queryFn: () => portalApi.adminUsers('pending', undefined, PAGE_MAX_LIMIT),
    enabled: isAdmin,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation is what re-reads the count.
  useEffect(() => {
    if (isAdmin) void queryClient.invalidateQueries({ queryKey: keys.pendingApprovals });
  }, [isAdmin, pathname, queryClient]);
  return pending.data?.items.length ?? 0;
}

function badgeOf(item: NavItem, waiting: number): number | undefined {
  return item.labelKey === 'nav.adminUsers' && waiting > 0 ? waiting : undefined;
}

function MenuLink({ item, compact, badge }: { item: NavItem; compact?: boolean; badge?: number }) {
  const { t, i18n } = useTranslation('portal');
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) =>
        cn(
          'flex shrink-0 items-center gap-3 rounded-md font-medium transition hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary',
          compact ? 'px-3 py-1.5 text-sm' : 'px-3 py-2',
          isActive && 'bg-primary text-primary-foreground hover:bg-primary',
        )
      }
    >
      <Icon className="size-4" aria-hidden="true" />
      {t(item.labelKey)}
      {badge !== undefined && (
        <span
          data-testid="pending-approvals-badge"
          className="ms-auto rounded-full bg-destructive px-2 text-xs font-semibold text-destructive-foreground"
        >
          <span aria-hidden="true">{new Intl.NumberFormat(i18n.language).format(badge)}</span>
          <span className="sr-only">{t('nav.pendingApprovals', { count: badge })}</span>
        </span>
      )}
    </NavLink>
  );
}
