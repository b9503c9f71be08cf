import { ArrowUp, Gift, Mail, MessagesSquare, Percent, Rocket, Sparkles, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Card } from '../../components/ui/card.tsx';
import { Toasts } from '../../components/ui/toasts.tsx';
import { COMPANY_CONTACT } from '../company.ts';
import { CtaBand, ctaClass } from '../components/CtaBand.tsx';
import { IconCard } from '../components/IconCard.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { EarlyAccessForm } from './EarlyAccessForm.tsx';

const BENEFIT_ICONS = [Sparkles, MessagesSquare, Target, Percent, Gift];

export function EarlyAccessPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('earlyAccess.meta.title'), t('earlyAccess.meta.description'));
  const questionsHref = `mailto:${COMPANY_CONTACT.earlyAccessEmail}?subject=${encodeURIComponent(t('earlyAccess.questions.subject'))}`;
  return (
    <>
      <Toasts />
      <PageHero
        badge={t('earlyAccess.hero.badge')}
        title={t('earlyAccess.hero.title')}
        subtitle={t('earlyAccess.hero.subtitle')}
      />
      <Section>
        <div className="grid gap-8 lg:grid-cols-5">
          <Card className="lg:col-span-3">
            <h2 className="text-2xl font-bold">{t('earlyAccess.form.title')}</h2>
            <p className="mb-6 mt-1 text-sm text-muted-foreground">{t('earlyAccess.form.text')}</p>
            <EarlyAccessForm />
          </Card>
          <div className="space-y-4 lg:col-span-2">
            <h2 className="text-xl font-semibold">{t('earlyAccess.benefits.title')}</h2>
            <ul className="space-y-4">
              {t('earlyAccess.benefits.items', { returnObjects: true }).map((item, i) => {
                const Icon = BENEFIT_ICONS[i] ?? Rocket;
                return (
                  <li key={item.title} className="flex gap-3 rounded-xl border border-border p-4">
                    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    <div>
                      <h3 className="font-semibold">{item.title}</h3>
                      <p className="text-sm text-muted-foreground">{item.text}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </Section>
      <Section title={t('earlyAccess.timeline.title')} className="bg-muted/40">
        <ol className="grid gap-6 md:grid-cols-4">
          {t('earlyAccess.timeline.items', { returnObjects: true }).map((step, i) => (
            <li key={step.title} className="rounded-xl border border-border bg-card p-5">
              <span className="mb-3 grid size-8 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                {i + 1}
              </span>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('earlyAccess.faq.title')}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {t('earlyAccess.faq.items', { returnObjects: true }).map((item) => (
            <Card key={item.question}>
              <h3 className="mb-2 font-semibold">{item.question}</h3>
              <p className="text-sm text-muted-foreground">{item.answer}</p>
            </Card>
          ))}
        </div>
        <div className="mx-auto mt-10 max-w-xl">
          <IconCard icon={Mail} title={t('earlyAccess.questions.title')}>
            <p>{t('earlyAccess.questions.text')}</p>
            <a href={questionsHref} className="mt-3 inline-block font-medium text-primary hover:underline">
              {t('earlyAccess.questions.link')}
            </a>
          </IconCard>
        </div>
      </Section>
      <CtaBand title={t('earlyAccess.cta.title')} text={t('earlyAccess.cta.text')}>
        <button
          type="button"
          className={ctaClass('solid')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          {t('earlyAccess.cta.button')}
        </button>
      </CtaBand>
    </>
  );
}
