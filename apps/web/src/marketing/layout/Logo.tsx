import { ScanLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-bold" aria-label={t('nav.homeLink')}>
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        <ScanLine aria-hidden="true" className="size-5" />
      </span>
      <span dir="ltr">{t('brand')}</span>
    </Link>
  );
}
