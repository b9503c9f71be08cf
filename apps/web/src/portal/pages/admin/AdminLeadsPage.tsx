import { LEAD_SOURCES, type LeadSource } from '@docread/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
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

  const columns = ['created', 'source', 'name', 'email', 'company', 'message'] as const;
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
      <div className="mb-4 flex max-w-xs flex-col gap-1.5">
        <Label htmlFor="lead-source">{t('admin.source')}</Label>
        <NativeSelect
          id="lead-source"
          value={source}
          onChange={(e) => setSource(e.target.value as LeadSource | 'all')}
        >
          <option value="all">{t('admin.allSources')}</option>
          {LEAD_SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(`admin.sources.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {leads.isPending ? (
        <Skeleton className="h-40" />
      ) : leads.isError ? (
        <p role="alert">{t('common.loadFailed')}</p>
      ) : shown.length === 0 ? (
        <Card className="text-center text-muted-foreground">{t('admin.noLeads')}</Card>
      ) : (
        <Card className="overflow-x-auto p-0">
          <table className="table-cards w-full text-sm sm:min-w-[56rem]">
            <thead className="border-b border-border bg-muted/50">
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className="px-4 py-3 text-start font-semibold">
                    {t(`admin.leadColumns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((lead) => (
                <tr key={lead.id} className="border-b border-border align-top last:border-0">
                  <td data-label={t('admin.leadColumns.created')} className="px-4 py-3 whitespace-nowrap">
                    {formatDateTime(lead.createdAt, i18n.language)}
                  </td>
                  <td data-label={t('admin.leadColumns.source')} className="px-4 py-3">
                    <Badge>{t(`admin.sources.${lead.source}`)}</Badge>
                  </td>
                  <td data-label={t('admin.leadColumns.name')} className="px-4 py-3">
                    <bdi>{lead.name}</bdi>
                  </td>
                  <td data-label={t('admin.leadColumns.email')} className="px-4 py-3">
                    <bdi dir="ltr">{lead.email}</bdi>
                  </td>
                  <td data-label={t('admin.leadColumns.company')} className="px-4 py-3">
                    <bdi>{lead.company ?? '—'}</bdi>
                  </td>
                  <td
                    data-label={t('admin.leadColumns.message')}
                    className="max-w-md px-4 py-3 whitespace-pre-line"
                  >
                    <bdi>{lead.message}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <LoadMore list={leads} />
    </>
  );
}
