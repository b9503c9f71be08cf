import { type AdminUser, type AdminUserRow, ROLES, type Role } from '@docread/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useMe } from '../../auth/useMe.ts';
import { LoadMore } from '../../components/LoadMore.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDate } from '../../lib/format.ts';
import { keys, portalApi } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';
import { usePagedList } from '../../lib/usePagedList.ts';

type Status = 'pending' | 'approved';

export function AdminUsersPage() {
  const { t } = useTranslation('portal');
  usePageMeta(t('admin.usersMetaTitle'), t('admin.usersSubtitle'));
  const [tab, setTab] = useState<Status>('pending');
  return (
    <>
      <PageHeader title={t('admin.usersTitle')} subtitle={t('admin.usersSubtitle')} />
      <Tabs value={tab} onValueChange={(v) => setTab(v as Status)}>
        <TabsList>
          <TabsTrigger value="pending">{t('admin.pending')}</TabsTrigger>
          <TabsTrigger value="approved">{t('admin.approved')}</TabsTrigger>
        </TabsList>
        <TabsContent value="pending" className="mt-4">
          <UserTable status="pending" />
        </TabsContent>
        <TabsContent value="approved" className="mt-4">
          <UserTable status="approved" />
        </TabsContent>
      </Tabs>
    </>
  );
}

function UserTable({ status }: { status: Status }) {
  const { t, i18n } = useTranslation('portal');
  const me = useMe();
  const queryClient = useQueryClient();
  const users = usePagedList(keys.adminUsers(status), (cursor) => portalApi.adminUsers(status, cursor));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
  // A 403 here is the owner rule: only the owner account acts on other administrators.
  const fail = (error: Error) =>
    toastError(
      t('common.errorTitle'),
      error instanceof ApiError && error.status === 403 ? t('admin.ownerOnly') : t('admin.actionError'),
    );

  const approve = useMutation({
    mutationFn: (user: AdminUser) => portalApi.approveUser(user.id),
    onSuccess: (_, user) => {
      toast.success(t('admin.approvedToast', { email: user.email }));
      refresh();
    },
    onError: fail,
  });
  const revoke = useMutation({
    mutationFn: (user: AdminUser) => portalApi.revokeUser(user.id),
    onSuccess: (_, user) => {
      toast.success(t('admin.revokedToast', { email: user.email }));
      refresh();
    },
    onError: fail,
  });
  const setRole = useMutation({
    mutationFn: ({ user, role }: { user: AdminUser; role: Role }) => portalApi.setUserRole(user.id, role),
    onSuccess: (_, { user, role }) => {
      toast.success(t('admin.roleToast', { email: user.email, role: t(`admin.roles.${role}`) }));
      refresh();
    },
    onError: fail,
  });

  if (users.isPending) return <Skeleton className="h-40" />;
  if (users.isError) return <p role="alert">{t('common.loadFailed')}</p>;
  if (users.items.length === 0) {
    return (
      <Card className="text-center text-muted-foreground">
        {status === 'pending' ? t('admin.noPending') : t('admin.noApproved')}
      </Card>
    );
  }

  // Another administrator (or the owner) is the owner's to change: the controls are shown only to the owner.
  const iAmOwner = me.owner;
  const locked = (user: AdminUserRow) =>
    user.id === me.user.id || ((user.owner || user.role === 'admin') && !iAmOwner);
  const columns = ['name', 'email', 'company', 'verified', 'role', 'created', 'actions'] as const;
  return (
    <>
      <Card className="overflow-x-auto p-0">
        <table className="table-cards w-full text-sm sm:min-w-[48rem]">
          <thead className="border-b border-border bg-muted/50">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 text-start font-semibold">
                  {t(`admin.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.items.map((user) => (
              <tr key={user.id} className="border-b border-border last:border-0" data-testid="admin-user-row">
                <td data-label={t('admin.columns.name')} className="px-4 py-3 font-medium">
                  <Link
                    to={`/dashboard/admin/users/${encodeURIComponent(user.id)}`}
                    className="text-primary underline-offset-2 hover:underline"
                  >
                    <bdi>{user.fullName}</bdi>
                  </Link>
                  {user.owner && <Badge className="ms-2">{t('admin.ownerBadge')}</Badge>}
                </td>
                <td data-label={t('admin.columns.email')} className="px-4 py-3">
                  <bdi dir="ltr">{user.email}</bdi>
                </td>
                <td data-label={t('admin.columns.company')} className="px-4 py-3">
                  <bdi>{user.company ?? '—'}</bdi>
                </td>
                <td data-label={t('admin.columns.verified')} className="px-4 py-3">
                  {user.emailVerified ? t('admin.yes') : t('admin.no')}
                </td>
                <td data-label={t('admin.columns.role')} className="px-4 py-3">
                  <NativeSelect
                    disabled={locked(user)}
                    className="h-8 w-36"
                    value={user.role}
                    aria-label={t('admin.roleLabel', { email: user.email })}
                    onChange={(e) => setRole.mutate({ user, role: e.target.value as Role })}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`admin.roles.${role}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </td>
                <td data-label={t('admin.columns.created')} className="px-4 py-3 whitespace-nowrap">
                  {formatDate(user.createdAt, i18n.language)}
                </td>
                <td data-label={t('admin.columns.actions')} className="px-4 py-3">
                  {/* An admin cannot lock themselves out, nor act on an admin unless they are the owner. */}
                  {locked(user) ? null : user.approved ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => revoke.mutate(user)}
                      disabled={revoke.isPending}
                    >
                      {t('admin.revoke')}
                    </Button>
                  ) : (
                    <Button size="sm" onClick={() => approve.mutate(user)} disabled={approve.isPending}>
                      {t('admin.approve')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <LoadMore list={users} />
    </>
  );
}
