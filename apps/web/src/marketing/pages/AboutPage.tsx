import { Building2, Cpu, Eye, Globe, Handshake, Heart, Languages, Lock, Ruler, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { CtaBand, CtaLink } from '../components/CtaBand.tsx';
import { IconCard } from '../components/IconCard.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';

const VALUE_ICONS = [Ruler, Lock, Languages, Heart];

export function AboutPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('about.meta.title'), t('about.meta.description'));
  const blocks = [
    { key: 'company', icon: Building2 },
    { key: 'technology', icon: Cpu },
    { key: 'global', icon: Globe },
    { key: 'commitment', icon: Handshake },
  ] as const;
  return (
    <>
      <PageHero
        badge={t('about.hero.badge')}
        title={t('about.hero.title')}
        subtitle={t('about.hero.subtitle')}
      />
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          <IconCard icon={Target} title={t('about.mission.title')} headingLevel={2}>
            <p className="text-base">{t('about.mission.text')}</p>
          </IconCard>
          <IconCard icon={Eye} title={t('about.vision.title')} headingLevel={2}>
            <p className="text-base">{t('about.vision.text')}</p>
          </IconCard>
        </div>
      </Section>
      <Section title={t('about.values.title')} className="bg-muted/40">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t('about.values.items', { returnObjects: true }).map((value, i) => (
            <IconCard key={value.title} icon={VALUE_ICONS[i] ?? Heart} title={value.title}>
              {value.text}
            </IconCard>
          ))}
        </div>
      </Section>
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          {blocks.map(({ key, icon }) => (
            <IconCard key={key} icon={icon} title={t(`about.${key}.title`)} headingLevel={2}>
              <p className="text-base">{t(`about.${key}.text`)}</p>
            </IconCard>
          ))}
        </div>
      </Section>
      <CtaBand title={t('about.cta.title')} text={t('about.cta.text')}>
        <CtaLink to="/contact" tone="solid">
          {t('about.cta.primary')}
        </CtaLink>
        <CtaLink to="/contact-sales" tone="outline">
          {t('about.cta.secondary')}
        </CtaLink>
      </CtaBand>
    </>
  );
}
