import { type AdminUser, type AdminUserRow, ROLES, type Role } from '@docread/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useMe } from '../../auth/useMe.ts';
import { type Column, labelledColumn, PagedTable } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { OptionSelect } from '../../components/SelectField.tsx';
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

  // Another administrator (or the owner) is the owner's to change: the controls are shown only to the owner.
  const locked = (user: AdminUserRow) =>
    user.id === me.user.id || ((user.owner || user.role === 'admin') && !me.owner);
  const columns: Column<AdminUserRow>[] = [
    labelledColumn(
      'name',
      t('admin.columns.name'),
      (user) => (
        <>
          <Link
            to={`/dashboard/admin/users/${encodeURIComponent(user.id)}`}
            className="text-primary underline-offset-2 hover:underline"
          >
            <bdi>{user.fullName}</bdi>
          </Link>
          {user.owner && <Badge className="ms-2">{t('admin.ownerBadge')}</Badge>}
        </>
      ),
      'font-medium',
    ),
    labelledColumn('email', t('admin.columns.email'), (user) => <bdi dir="ltr">{user.email}</bdi>),
    labelledColumn('company', t('admin.columns.company'), (user) => <bdi>{user.company ?? '—'}</bdi>),
    labelledColumn('verified', t('admin.columns.verified'), (user) =>
      user.emailVerified ? t('admin.yes') : t('admin.no'),
    ),
    labelledColumn('role', t('admin.columns.role'), (user) => (
      <OptionSelect
        disabled={locked(user)}
        className="h-8 w-36"
        value={user.role}
        aria-label={t('admin.roleLabel', { email: user.email })}
        onChange={(role) => setRole.mutate({ user, role })}
        options={ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
      />
    )),
    labelledColumn(
      'created',
      t('admin.columns.created'),
      (user) => formatDate(user.createdAt, i18n.language),
      'whitespace-nowrap',
    ),
    // An admin cannot lock themselves out, nor act on an admin unless they are the owner.
    labelledColumn('actions', t('admin.columns.actions'), (user) =>
      locked(user) ? null : user.approved ? (
        <Button size="sm" variant="outline" onClick={() => revoke.mutate(user)} disabled={revoke.isPending}>
          {t('admin.revoke')}
        </Button>
      ) : (
        <Button size="sm" onClick={() => approve.mutate(user)} disabled={approve.isPending}>
          {t('admin.approve')}
        </Button>
      ),
    ),
  ];
  return (
    <PagedTable
      list={users}
      empty={status === 'pending' ? t('admin.noPending') : t('admin.noApproved')}
      columns={columns}
      rowKey={(user) => user.id}
      rowTestId="admin-user-row"
      minWidth="sm:min-w-[48rem]"
    />
  );
}
