import { FREE_TRIAL } from '@docread/contracts';
import { Mail, MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { COMPANY_CONTACT } from '../company.ts';
import { CtaBand, CtaLink } from '../components/CtaBand.tsx';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { IconCard } from '../components/IconCard.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';

export function FaqPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('faq.meta.title'), t('faq.meta.description'));
  const items = t('faq.items', { returnObjects: true, ...FREE_TRIAL });
  return (
    <>
      <PageHero badge={t('faq.hero.badge')} title={t('faq.hero.title')} subtitle={t('faq.hero.subtitle')} />
      <Section>
        <div className="mx-auto max-w-3xl">
          <FaqAccordion items={items} />
        </div>
      </Section>
      <Section title={t('faq.contact.title')} className="bg-muted/40">
        <div className="grid gap-6 md:grid-cols-3">
          <IconCard icon={MessageSquare} title={t('faq.contact.form.title')}>
            <p>{t('faq.contact.form.text')}</p>
            <Link to="/contact" className="mt-3 inline-block font-medium text-primary hover:underline">
              {t('faq.contact.form.link')}
            </Link>
          </IconCard>
          <IconCard icon={Phone} title={t('faq.contact.phone.title')}>
            <p>{t('faq.contact.phone.text')}</p>
            <a
              href={`tel:${COMPANY_CONTACT.phone}`}
              dir="ltr"
              className="mt-3 inline-block font-medium text-primary hover:underline"
            >
              {COMPANY_CONTACT.phone}
            </a>
          </IconCard>
          <IconCard icon={Mail} title={t('faq.contact.email.title')}>
            <p>{t('faq.contact.email.text')}</p>
            <a
              href={`mailto:${COMPANY_CONTACT.email}`}
              dir="ltr"
              className="mt-3 inline-block font-medium text-primary hover:underline"
            >
              {COMPANY_CONTACT.email}
            </a>
          </IconCard>
        </div>
      </Section>
      <CtaBand title={t('faq.cta.title')}>
        <CtaLink to="/dashboard" tone="solid">
          {t('faq.cta.primary')}
        </CtaLink>
        <CtaLink to="/contact-sales" tone="outline">
          {t('faq.cta.secondary')}
        </CtaLink>
      </CtaBand>
    </>
  );
}
