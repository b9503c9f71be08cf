import { CalendarDays, CheckCircle2, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Toasts } from '../../components/ui/toasts.tsx';
import { COMPANY_CONTACT } from '../company.ts';
import { IconCard } from '../components/IconCard.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SalesForm } from './SalesForm.tsx';

export function ContactSalesPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('contactSales.meta.title'), t('contactSales.meta.description'));
  const demoHref = `mailto:${COMPANY_CONTACT.salesEmail}?subject=${encodeURIComponent(t('contactSales.demo.subject'))}`;
  return (
    <>
      <Toasts />
      <PageHero
        badge={t('contactSales.hero.badge')}
        title={t('contactSales.hero.title')}
        subtitle={t('contactSales.hero.subtitle')}
      />
      <Section>
        <div className="grid gap-8 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-2">
            <Card>
              <h2 className="mb-4 text-xl font-semibold">{t('contactSales.benefits.title')}</h2>
              <ul className="space-y-3">
                {t('contactSales.benefits.items', { returnObjects: true }).map((item) => (
                  <li key={item} className="flex gap-2">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </Card>
            <IconCard stretch={false} icon={Mail} title={t('contactSales.email.title')} headingLevel={2}>
              <p>{t('contactSales.email.text')}</p>
              <a
                href={`mailto:${COMPANY_CONTACT.salesEmail}`}
                dir="ltr"
                className="mt-2 inline-block font-medium text-primary hover:underline"
              >
                {COMPANY_CONTACT.salesEmail}
              </a>
            </IconCard>
            <IconCard
              stretch={false}
              icon={CalendarDays}
              title={t('contactSales.demo.title')}
              headingLevel={2}
            >
              <p>{t('contactSales.demo.text')}</p>
              <Button asChild variant="outline" className="mt-4">
                <a href={demoHref}>{t('contactSales.demo.button')}</a>
              </Button>
            </IconCard>
          </div>
          <Card className="lg:col-span-3">
            <h2 className="text-2xl font-bold">{t('contactSales.form.title')}</h2>
            <p className="mb-6 mt-1 text-sm text-muted-foreground">{t('contactSales.form.text')}</p>
            <SalesForm />
          </Card>
        </div>
      </Section>
    </>
  );
}
