import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <main className="p-8 text-center">
      <h1 className="text-2xl font-bold">{t('errors.unexpected')}</h1>
    </main>
  );
}
