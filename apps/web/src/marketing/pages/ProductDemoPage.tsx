import { AlertTriangle, Cpu, Download, ScanSearch, Upload, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { CtaBand, CtaLink } from '../components/CtaBand.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';

const STEP_ICONS = [Upload, Cpu, ScanSearch, UserCheck, Download];

/** The sample invoice the tour follows; the allocation number's low confidence shows the review step. */
const SAMPLE_FIELDS = [
  { key: 'vendorName', value: 'אופיס דיפו בע״מ', confidence: 0.97 },
  { key: 'vendorTaxId', value: '514123456', confidence: 0.99 },
  { key: 'invoiceId', value: 'INV-1042', confidence: 0.98 },
  { key: 'invoiceDate', value: '2026-11-02', confidence: 0.96 },
  { key: 'allocationNumber', value: '202611021234567', confidence: 0.81 },
  { key: 'vatAmount', value: '₪180.00', confidence: 0.97 },
  { key: 'totalAmount', value: '₪1,180.00', confidence: 0.98 },
] as const;
const REVIEW_THRESHOLD = 0.95;

export function ProductDemoPage() {
  const { t, i18n } = useTranslation('marketing');
  usePageMeta(t('productDemo.meta.title'), t('productDemo.meta.description'));
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const steps = t('productDemo.steps', { returnObjects: true });
  return (
    <>
      <PageHero
        badge={t('productDemo.badge')}
        title={t('productDemo.title')}
        subtitle={t('productDemo.lead')}
      />
      <Section>
        <Tabs defaultValue="0" dir={i18n.dir()} className="grid gap-8 lg:grid-cols-[16rem_1fr]">
          <TabsList aria-label={t('productDemo.stepsLabel')} className="flex h-auto flex-col items-stretch">
            {steps.map((step, i) => {
              const Icon = STEP_ICONS[i] ?? Cpu;
              return (
                <TabsTrigger
                  key={step.title}
                  value={String(i)}
                  className="flex items-center gap-2 py-2 text-start"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {i + 1}. {step.title}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {steps.map((step, i) => (
            <TabsContent
              key={step.title}
              value={String(i)}
              className="rounded-xl border border-border bg-card p-6"
            >
              <h2 className="text-2xl font-semibold">{step.title}</h2>
              <p className="mt-2 text-muted-foreground">{step.text}</p>
            </TabsContent>
          ))}
        </Tabs>
      </Section>
      <Section title={t('productDemo.fieldsTitle')} className="bg-muted/40">
        <div className="overflow-x-auto rounded-xl border border-border bg-card">
          <table className="w-full text-sm">
            <thead className="bg-muted/60 text-start">
              <tr>
                <th scope="col" className="p-3 text-start">
                  {t('productDemo.field')}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t('productDemo.value')}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t('productDemo.confidence')}
                </th>
              </tr>
            </thead>
            <tbody>
              {SAMPLE_FIELDS.map((field) => {
                const low = field.confidence < REVIEW_THRESHOLD;
                return (
                  <tr key={field.key} className="border-t border-border">
                    <th scope="row" className="p-3 text-start font-medium">
                      {t(`productDemo.fields.${field.key}`)}
                    </th>
                    <td className="p-3">
                      <bdi>{field.value}</bdi>
                    </td>
                    <td className="p-3">
                      <span className="inline-flex items-center gap-2">
                        <bdi>{percent.format(field.confidence)}</bdi>
                        {low && (
                          <Badge tone="yellow" className="gap-1">
                            <AlertTriangle aria-hidden="true" className="size-3" />
                            {t('productDemo.needsReview')}
                          </Badge>
                        )}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Section>
      <CtaBand title={t('productDemo.cta.title')}>
        <CtaLink to="/signup" tone="solid">
          {t('productDemo.cta.primary')}
        </CtaLink>
        <CtaLink to="/docs" tone="outline">
          {t('productDemo.cta.secondary')}
        </CtaLink>
      </CtaBand>
    </>
  );
}
