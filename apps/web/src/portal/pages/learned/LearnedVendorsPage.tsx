import { fieldLabel, type LearnedVendor, type Locale } from '@docread/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { DeleteButton } from '../../components/DeleteButton.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDate } from '../../lib/format.ts';
import { keys, portalApi } from '../../lib/portalApi.ts';
import { toastError } from '../../lib/toastError.ts';
import { displayValue, humanize } from '../../viewer/fieldValues.ts';

/** The fields that name an issuer, in the order the engine writes them. */
const NAME_FIELDS = ['vendorName', 'merchantName'];

/** `/dashboard/learned`: what the account's corrections taught, each lesson removable. */
export function LearnedVendorsPage() {
  const { t } = useTranslation('portal');
  usePageMeta(t('learned.metaTitle'), t('learned.subtitle'));
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: keys.learnedVendors, queryFn: portalApi.learnedVendors });
  const forget = useMutation({
    mutationFn: portalApi.forgetLearnedVendor,
    onSuccess: () => {
      toast.success(t('learned.forgotten'));
      void queryClient.invalidateQueries({ queryKey: keys.learnedVendors });
    },
    onError: () => toastError(t('common.errorTitle'), t('learned.forgetError')),
  });

  return (
    <>
      <PageHeader title={t('learned.title')} subtitle={t('learned.subtitle')} />
      {list.isPending ? (
        <div className="space-y-4">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : list.isError ? (
        <p role="alert">{t('common.loadFailed')}</p>
      ) : list.data.vendors.length ? (
        <ul className="space-y-4">
          {list.data.vendors.map((vendor) => (
            <li key={vendor.id}>
              <VendorCard vendor={vendor} onForget={() => forget.mutate(vendor.id)} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={GraduationCap} title={t('learned.emptyTitle')} message={t('learned.empty')} />
      )}
    </>
  );
}

function VendorCard({ vendor, onForget }: { vendor: LearnedVendor; onForget: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const { t: tv } = useTranslation('viewer');
  const words = { yes: tv('fields.yes'), no: tv('fields.no') };
  const label = (name: string) => fieldLabel(name, i18n.language as Locale) ?? humanize(name);
  const nameField = NAME_FIELDS.find((name) => vendor.fields[name] != null);
  const title = nameField
    ? displayValue(vendor.fields[nameField] ?? null, i18n.language, words)
    : vendor.documentName;
  return (
    <Card data-testid="learned-vendor">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold [overflow-wrap:anywhere]" dir="auto">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t(`documentTypes.${vendor.documentType}`)} ·{' '}
            {t('learned.learnedOn', { date: formatDate(vendor.learnedAt, i18n.language) })} ·{' '}
            <Link to={`/dashboard/documents/${encodeURIComponent(vendor.documentId)}`} className="underline">
              <bdi>{vendor.documentName}</bdi>
            </Link>
          </p>
        </div>
        <DeleteButton
          label={t('learned.forget', { name: title })}
          title={t('learned.forgetTitle')}
          description={t('learned.forgetDescription', { name: title })}
          onConfirm={onForget}
        />
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {Object.entries(vendor.fields).map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-muted-foreground">{label(name)}</dt>
            <dd dir="auto" className="[overflow-wrap:anywhere]">
              {displayValue(value, i18n.language, words)}
            </dd>
          </div>
        ))}
        {vendor.typeFromPerson && (
          <div className="contents">
            <dt className="text-muted-foreground">{t('learned.readAs')}</dt>
            <dd>{t(`documentTypes.${vendor.documentType}`)}</dd>
          </div>
        )}
        {vendor.identifiers.length > 0 && (
          <div className="contents">
            <dt className="text-muted-foreground">{t('learned.identifiers')}</dt>
            <dd dir="ltr" className="text-start font-mono">
              {vendor.identifiers.join(', ')}
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
