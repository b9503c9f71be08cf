import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '../../app/locale/LocaleLink.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { HEADER_LINKS } from './navigation.ts';
import { ThemeSwitch } from './ThemeSwitch.tsx';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.main')} className="ms-4 hidden flex-1 items-center gap-1 lg:flex">
          {HEADER_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === '/'}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium transition hover:bg-muted',
                  isActive ? 'text-primary' : 'text-muted-foreground',
                )
              }
            >
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <ThemeSwitch />
          <LanguageSwitch />
          <div className="ms-2 hidden items-center gap-1 md:flex">
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard">{t('nav.dashboard')}</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/early-access">{t('nav.earlyAccess')}</Link>
            </Button>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
