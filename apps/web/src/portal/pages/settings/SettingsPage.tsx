import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { DangerZone } from './DangerZone.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { SecurityCard } from './SecurityCard.tsx';

export function SettingsPage() {
  const { t } = useTranslation('portal');
  usePageMeta(t('settings.metaTitle'), t('settings.subtitle'));
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <div className="max-w-3xl space-y-6">
        <ProfileCard />
        <SecurityCard />
        <DangerZone />
      </div>
    </>
  );
}
