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
import { type Column, labelledColumn, PagedTable } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { keys, portalApi } from '../../lib/portalApi.ts';
import { usePagedList } from '../../lib/usePagedList.ts';

/** The administrators' audit log: read-only, newest first. */
export function AdminAuditPage() {
  const { t, i18n } = useTranslation('portal');
  usePageMeta(t('admin.auditMetaTitle'), t('admin.auditSubtitle'));
  const entries = usePagedList(keys.adminAudit, portalApi.adminAudit);
  const columns: Column<AdminAuditEntry>[] = [
    labelledColumn(
      'at',
      t('admin.auditColumns.at'),
      (entry) => formatDateTime(entry.at, i18n.language),
      'whitespace-nowrap',
    ),
    labelledColumn('actor', t('admin.auditColumns.actor'), (entry) => (
      <bdi dir="ltr">{entry.actorEmail}</bdi>
    )),
    labelledColumn('action', t('admin.auditColumns.action'), (entry) => (
      <Badge>{t(`admin.auditActions.${entry.action}`)}</Badge>
    )),
    labelledColumn('target', t('admin.auditColumns.target'), (entry) => (
      <bdi dir="ltr">{entry.targetEmail ?? '—'}</bdi>
    )),
    labelledColumn(
      'ip',
      t('admin.auditColumns.ip'),
      (entry) => <bdi dir="ltr">{entry.ip ?? '—'}</bdi>,
      'font-mono',
    ),
    labelledColumn('details', t('admin.auditColumns.details'), (entry) => <AuditDetails entry={entry} />),
  ];

  return (
    <>
      <PageHeader title={t('admin.auditTitle')} subtitle={t('admin.auditSubtitle')} />
      <PagedTable
        list={entries}
        empty={t('admin.noAudit')}
        columns={columns}
        rowKey={(entry) => entry.id}
        rowClassName="align-top"
      />
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
