import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { Playground } from './Playground.tsx';

/** The public playground page: samples or your own file, no account. */
export function TryPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('try.meta.title'), t('try.meta.description'));
  return (
    <>
      <PageHero badge={t('try.hero.badge')} title={t('try.hero.title')} subtitle={t('try.hero.subtitle')} />
      <Section>
        <Playground />
      </Section>
    </>
  );
}
