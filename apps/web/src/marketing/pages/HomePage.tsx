import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation('marketing');
  return <h1 className="p-8 text-3xl font-bold">{t('home.title')}</h1>;
}
