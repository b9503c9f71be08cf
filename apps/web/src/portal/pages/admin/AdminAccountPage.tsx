import { type AdminAccount, ASSIGNABLE_PLANS, type AssignablePlan } from '@docread/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { keys, portalApi } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';
import { UsageChart } from '../billing/UsageChart.tsx';
import { dailySeries } from '../billing/usageSeries.ts';

/** One customer's account for an admin: plan, monthly quota, suspension, usage and what admins did to it. */
export function AdminAccountPage() {
  const { t, i18n } = useTranslation('portal');
  const { id = '' } = useParams();
  usePageMeta(t('admin.account.metaTitle'), t('admin.account.subtitle'));
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: keys.adminAccount(id), queryFn: () => portalApi.adminAccount(id) });
  const save = useMutation({
    mutationFn: (account: AdminAccount) => portalApi.updateAccount(id, account),
    onSuccess: () => {
      toast.success(t('admin.account.saved'));
      void queryClient.invalidateQueries({ queryKey: keys.adminAccount(id) });
    },
    onError: () => toastError(t('common.errorTitle'), t('admin.actionError')),
  });

  if (detail.isPending) return <Skeleton className="h-64" />;
  if (detail.isError) return <p role="alert">{t('common.loadFailed')}</p>;
  const { user, account, usage, audit } = detail.data;
  const end = usage.periodEnd ?? new Date(Date.now() + 86_400_000).toISOString();
  return (
    <>
      <PageHeader title={user.fullName} subtitle={user.email} />
      <p className="mb-4">
        <Link to="/dashboard/admin/users" className="text-primary underline-offset-2 hover:underline">
          {t('admin.account.back')}
        </Link>
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <AccountForm account={account} busy={save.isPending} onSave={(next) => save.mutate(next)} />
        <Card>
          <h2 className="mb-2 text-lg font-semibold">{t('admin.account.usageTitle')}</h2>
          <p className="mb-4 text-sm" data-testid="admin-usage">
            {usage.documentLimit === null
              ? t('admin.account.usedUnlimited', { used: usage.documentsProcessed })
              : t('admin.account.used', { used: usage.documentsProcessed, limit: usage.documentLimit })}
          </p>
          <UsageChart series={dailySeries(usage.daily, usage.periodStart, end)} quotaPerDay={null} />
        </Card>
      </div>
      <Card className="mt-6">
        <h2 className="mb-2 text-lg font-semibold">{t('admin.account.auditTitle')}</h2>
        {audit.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.noAudit')}</p>
        ) : (
          <ul className="space-y-1 text-sm" data-testid="admin-account-audit">
            {audit.map((entry) => (
              <li key={entry.id}>
                {formatDateTime(entry.at, i18n.language)}: {t(`admin.auditActions.${entry.action}`)} (
                <span dir="ltr">{entry.actorEmail}</span>)
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function AccountForm({
  account,
  busy,
  onSave,
}: {
  account: AdminAccount;
  busy: boolean;
  onSave: (account: AdminAccount) => void;
}) {
  const { t } = useTranslation('portal');
  const id = useId();
  const [plan, setPlan] = useState<AssignablePlan>(account.plan);
  const [quota, setQuota] = useState(account.monthlyQuota === null ? '' : String(account.monthlyQuota));
  const [suspended, setSuspended] = useState(account.suspended);
  useEffect(() => {
    setPlan(account.plan);
    setQuota(account.monthlyQuota === null ? '' : String(account.monthlyQuota));
    setSuspended(account.suspended);
  }, [account]);
  return (
    <Card>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ plan, monthlyQuota: quota.trim() === '' ? null : Number(quota), suspended });
        }}
      >
        <h2 className="text-lg font-semibold">{t('admin.account.planTitle')}</h2>
        <SelectField
          label={t('admin.account.plan')}
          value={plan}
          onChange={setPlan}
          options={ASSIGNABLE_PLANS.map((p) => ({ value: p, label: t(`admin.account.plans.${p}`) }))}
        />
        <div className="space-y-1">
          <Label htmlFor={`${id}-quota`}>{t('admin.account.quota')}</Label>
          <Input
            id={`${id}-quota`}
            type="number"
            min={0}
            inputMode="numeric"
            value={quota}
            onChange={(e) => setQuota(e.target.value)}
            aria-describedby={`${id}-quota-hint`}
          />
          <p id={`${id}-quota-hint`} className="text-xs text-muted-foreground">
            {t('admin.account.quotaHint')}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <Switch id={`${id}-suspended`} checked={suspended} onCheckedChange={setSuspended} />
          <Label htmlFor={`${id}-suspended`}>{t('admin.account.suspended')}</Label>
        </div>
        <Button type="submit" disabled={busy}>
          {t('admin.account.save')}
        </Button>
      </form>
    </Card>
  );
}
