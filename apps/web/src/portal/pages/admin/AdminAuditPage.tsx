import {
  type AdminAuditEntry,
  AUDITED_USER_FIELDS,
  type AuditFieldChange,
  auditFieldChangesSchema,
  ROLES,
  type Role,
} from '@docread/contracts';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { keys, portalApi } from '../../lib/portalApi.ts';
import { usePagedList } from '../../lib/usePagedList.ts';

const COLUMNS = ['at', 'actor', 'action', 'target', 'ip', 'details'] as const;

/** The administrators' audit log: read-only, newest first. */
export function AdminAuditPage() {
  const { t, i18n } = useTranslation('portal');
  usePageMeta(t('admin.auditMetaTitle'), t('admin.auditSubtitle'));
  const entries = usePagedList(keys.adminAudit, portalApi.adminAudit);

  return (
    <>
      <PageHeader title={t('admin.auditTitle')} subtitle={t('admin.auditSubtitle')} />
      {entries.isPending ? (
        <Skeleton className="h-40" />
      ) : entries.isError ? (
        <p role="alert">{t('common.loadFailed')}</p>
      ) : entries.items.length === 0 ? (
        <Card className="text-center text-muted-foreground">{t('admin.noAudit')}</Card>
      ) : (
        <Card className="overflow-x-auto p-0">
          <table className="table-cards w-full text-sm sm:min-w-[56rem]">
            <thead className="border-b border-border bg-muted/50">
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="px-4 py-3 text-start font-semibold">
                    {t(`admin.auditColumns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.items.map((entry) => (
                <tr key={entry.id} className="border-b border-border align-top last:border-0">
                  <td data-label={t('admin.auditColumns.at')} className="px-4 py-3 whitespace-nowrap">
                    {formatDateTime(entry.at, i18n.language)}
                  </td>
                  <td data-label={t('admin.auditColumns.actor')} className="px-4 py-3">
                    <bdi dir="ltr">{entry.actorEmail}</bdi>
                  </td>
                  <td data-label={t('admin.auditColumns.action')} className="px-4 py-3">
                    <Badge>{t(`admin.auditActions.${entry.action}`)}</Badge>
                  </td>
                  <td data-label={t('admin.auditColumns.target')} className="px-4 py-3">
                    <bdi dir="ltr">{entry.targetEmail ?? '—'}</bdi>
                  </td>
                  <td data-label={t('admin.auditColumns.ip')} className="px-4 py-3 font-mono">
                    <bdi dir="ltr">{entry.ip ?? '—'}</bdi>
                  </td>
                  <td data-label={t('admin.auditColumns.details')} className="px-4 py-3">
                    <AuditDetails entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <LoadMore list={entries} />
    </>
  );
}

function AuditDetails({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation('portal');
  const roleName = (value: unknown) =>
    (ROLES as readonly unknown[]).includes(value) ? t(`admin.roles.${value as Role}`) : String(value ?? '—');
  if (entry.action === 'user.role_changed' && entry.details) {
    return (
      <>{t('admin.roleChange', { from: roleName(entry.details.from), to: roleName(entry.details.to) })}</>
    );
  }
  const changes = auditFieldChangesSchema.safeParse(entry.details?.changes);
  if (changes.success && changes.data.length > 0) {
    return (
      <ul>
        {changes.data.map((change) => (
          <li key={change.field}>
            <FieldChange change={change} roleName={roleName} />
          </li>
        ))}
      </ul>
    );
  }
  return <>—</>;
}

/** One field of an update-user or create-user call; fields outside AUDITED_USER_FIELDS carry no values. */
function FieldChange({ change, roleName }: { change: AuditFieldChange; roleName: (v: unknown) => string }) {
  const { t } = useTranslation('portal');
  if (!(AUDITED_USER_FIELDS as readonly string[]).includes(change.field)) {
    return <>{t('admin.auditFieldOther', { field: change.field })}</>;
  }
  const show = (value: unknown) =>
    change.field === 'role'
      ? roleName(value)
      : typeof value === 'boolean'
        ? t(value ? 'admin.auditValue.yes' : 'admin.auditValue.no')
        : String(value ?? '—');
  return (
    <>
      {t('admin.auditFieldChange', {
        field: t(`admin.auditFields.${change.field as (typeof AUDITED_USER_FIELDS)[number]}`),
        from: show(change.from),
        to: show(change.to),
      })}
    </>
  );
}
