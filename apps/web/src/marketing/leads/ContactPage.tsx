import { LifeBuoy, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Card } from '../../components/ui/card.tsx';
import { Toasts } from '../../components/ui/toasts.tsx';
import { COMPANY_CONTACT } from '../company.ts';
import { IconCard } from '../components/IconCard.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { ContactForm } from './ContactForm.tsx';

export function ContactPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('contact.meta.title'), t('contact.meta.description'));
  return (
    <>
      <Toasts />
      <PageHero
        badge={t('contact.hero.badge')}
        title={t('contact.hero.title')}
        subtitle={t('contact.hero.subtitle')}
      />
      <Section>
        <div className="grid gap-6 md:grid-cols-3">
          <IconCard icon={Mail} title={t('contact.cards.email.title')} headingLevel={2}>
            <p>{t('contact.cards.email.text')}</p>
            <a
              href={`mailto:${COMPANY_CONTACT.email}`}
              dir="ltr"
              className="mt-2 inline-block font-medium text-primary hover:underline"
            >
              {COMPANY_CONTACT.email}
            </a>
          </IconCard>
          <IconCard icon={Phone} title={t('contact.cards.phone.title')} headingLevel={2}>
            <p>{t('contact.cards.phone.text')}</p>
            <a
              href={`tel:${COMPANY_CONTACT.phone}`}
              dir="ltr"
              className="mt-2 inline-block font-medium text-primary hover:underline"
            >
              {COMPANY_CONTACT.phone}
            </a>
          </IconCard>
          <IconCard icon={MapPin} title={t('contact.cards.address.title')} headingLevel={2}>
            <p>{t('contact.cards.address.text')}</p>
          </IconCard>
        </div>
      </Section>
      <Section className="pt-0">
        <div className="grid gap-8 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <h2 className="text-2xl font-bold">{t('contact.form.title')}</h2>
            <p className="mb-6 mt-1 text-sm text-muted-foreground">{t('contact.form.text')}</p>
            <ContactForm />
          </Card>
          <div className="space-y-6">
            <IconCard stretch={false} icon={LifeBuoy} title={t('contact.support.title')} headingLevel={2}>
              <p>{t('contact.support.text')}</p>
              <a
                href={`mailto:${COMPANY_CONTACT.supportEmail}`}
                className="mt-3 inline-block font-medium text-primary hover:underline"
              >
                {t('contact.support.link')}
              </a>
            </IconCard>
            <Card>
              <h2 className="mb-3 text-lg font-semibold">{t('contact.map.title')}</h2>
              <div
                role="img"
                aria-label={t('contact.map.placeholder')}
                className="grid aspect-[4/3] place-items-center rounded-lg border-2 border-dashed border-border bg-muted/50"
              >
                <MapPin aria-hidden="true" className="size-10 text-muted-foreground" />
              </div>
              <p className="mt-3 text-sm text-muted-foreground">{t('contact.map.note')}</p>
            </Card>
          </div>
        </div>
      </Section>
    </>
  );
}
