import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Link } from '../locale/LocaleLink.tsx';
import { usePageMeta } from '../usePageMeta.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  usePageMeta(t('notFound.subtitle'), t('notFound.message'));
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-6xl font-bold">{t('notFound.title')}</h1>
      <p className="text-xl">{t('notFound.subtitle')}</p>
      <p className="text-muted-foreground">{t('notFound.message')}</p>
      <Button asChild>
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
