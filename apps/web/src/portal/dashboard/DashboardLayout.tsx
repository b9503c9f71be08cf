import { hasRole, PAGE_MAX_LIMIT } from '@docread/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
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
  const { t, i18n } = useTranslation('portal');
  const { t: tc } = useTranslation('common');
  const me = useMe();
  const signOut = useSignOut();
  const isAdmin = hasRole(me.role, 'admin');
  const items = [OVERVIEW_NAV, ...MAIN_NAV, ...(isAdmin ? ADMIN_NAV : [])];
  useSessionExpiry();
  const { pathname } = useLocation();
  const waiting = usePendingApprovals(isAdmin, pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  // A page chosen in the phone menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation is what closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-screen md:flex">
      {/*
        Phones: the current page's name and a labelled menu holding every page, the account and signing
        out; a strip of tabs cut off at the screen's edge hid pages, and a lone icon signed out unasked.
      */}
      <header className="sticky top-0 z-30 border-b border-border bg-background md:hidden">
        <div className="flex h-14 items-center justify-between gap-3 px-4">
          <Link to="/dashboard" className="text-lg font-bold">
            {tc('brand')}
          </Link>
          <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogTrigger asChild>
              <Button variant="outline" size="sm" data-testid="phone-menu">
                <Menu className="size-4" aria-hidden="true" />
                {t('nav.menu')}
                {waiting > 0 && (
                  <span className="rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground">
                    <span aria-hidden="true">{new Intl.NumberFormat(i18n.language).format(waiting)}</span>
                    <span className="sr-only">{t('nav.pendingApprovals', { count: waiting })}</span>
                  </span>
                )}
              </Button>
            </DialogTrigger>
            <DialogContent title={t('nav.menu')} closeLabel={t('common.close')}>
              <nav aria-label={t('nav.label')} className="flex flex-col gap-1">
                {items.map((item) => (
                  <MenuLink key={item.to} item={item} badge={badgeOf(item, waiting)} />
                ))}
              </nav>
              <AccountFooter className="mt-4 pt-3" email={me.user.email} onSignOut={signOut} />
            </DialogContent>
          </Dialog>
        </div>
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
        <AccountFooter className="p-3" email={me.user.email} onSignOut={signOut} />
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

function MenuLink({ item, badge }: { item: NavItem; badge?: number }) {
  const { t, i18n } = useTranslation('portal');
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) =>
        cn(
          'flex shrink-0 items-center gap-3 rounded-md px-3 py-2 font-medium transition hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary',
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

/** Who is signed in, and signing out: at the foot of the side bar and of the phone's menu. */
function AccountFooter({
  email,
  onSignOut,
  className,
}: {
  email: string;
  onSignOut: () => Promise<void> | void;
  className: string;
}) {
  const { t } = useTranslation('portal');
  return (
    <div className={`space-y-1 border-t border-border ${className}`}>
      <p className="truncate px-3 text-sm text-muted-foreground" dir="auto">
        {email}
      </p>
      <Button variant="ghost" className="w-full justify-start" onClick={() => void onSignOut()}>
        <LogOut className="size-4 rtl-flip" aria-hidden="true" />
        {t('nav.signOut')}
      </Button>
    </div>
  );
}
