import { LEAD_SOURCES, type Lead, type LeadSource } from '@docread/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { type Column, labelledColumn, PagedTable } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { keys, portalApi } from '../../lib/portalApi.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { leadsToCsv } from './leadsCsv.ts';

export function AdminLeadsPage() {
  const { t, i18n } = useTranslation('portal');
  usePageMeta(t('admin.leadsMetaTitle'), t('admin.leadsSubtitle'));
  const [source, setSource] = useState<LeadSource | 'all'>('all');
  const leads = usePagedList(keys.leads, portalApi.leads);
  // The filter and the CSV cover the pages read so far; "Load more" reads older ones.
  const shown = leads.items.filter((lead) => source === 'all' || lead.source === source);

  const exportCsv = () => {
    const blob = new Blob([leadsToCsv(shown)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `leads-${source}-${new Date().toISOString().slice(0, 10)}.csv`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const columns: Column<Lead>[] = [
    labelledColumn(
      'created',
      t('admin.leadColumns.created'),
      (lead) => formatDateTime(lead.createdAt, i18n.language),
      'whitespace-nowrap',
    ),
    labelledColumn('source', t('admin.leadColumns.source'), (lead) => (
      <Badge>{t(`admin.sources.${lead.source}`)}</Badge>
    )),
    labelledColumn('name', t('admin.leadColumns.name'), (lead) => <bdi>{lead.name}</bdi>),
    labelledColumn('email', t('admin.leadColumns.email'), (lead) => <bdi dir="ltr">{lead.email}</bdi>),
    labelledColumn('company', t('admin.leadColumns.company'), (lead) => <bdi>{lead.company ?? '—'}</bdi>),
    labelledColumn(
      'message',
      t('admin.leadColumns.message'),
      (lead) => <bdi>{lead.message}</bdi>,
      'max-w-md whitespace-pre-line',
    ),
  ];
  return (
    <>
      <PageHeader
        title={t('admin.leadsTitle')}
        subtitle={t('admin.leadsSubtitle')}
        action={
          <Button variant="outline" onClick={exportCsv} disabled={shown.length === 0}>
            <Download className="size-4" aria-hidden="true" />
            {t('admin.exportCsv')}
          </Button>
        }
      />
      <SelectField
        id="lead-source"
        className="mb-4 flex max-w-xs flex-col gap-1.5"
        label={t('admin.source')}
        value={source}
        onChange={setSource}
        options={[
          { value: 'all', label: t('admin.allSources') },
          ...LEAD_SOURCES.map((s) => ({ value: s, label: t(`admin.sources.${s}`) })),
        ]}
      />
      <PagedTable
        list={leads}
        rows={shown}
        empty={t('admin.noLeads')}
        columns={columns}
        rowKey={(lead) => lead.id}
        rowClassName="align-top"
      />
    </>
  );
}
