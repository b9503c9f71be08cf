import { Menu, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '../../app/locale/LocaleLink.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { HEADER_LINKS } from './navigation.ts';

/**
 * The header's links in a side sheet on narrow screens; it closes when a link is followed. A native modal
 * `<dialog>`: the browser traps focus, closes it on Escape and returns focus to the button.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape is the dialog's own key */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-0 ms-auto h-full max-h-none w-72 max-w-[85vw] bg-background p-4 text-foreground shadow-xl backdrop:bg-black/40"
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
      >
        <div className="flex flex-col gap-2">
          <div className="mb-2 flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-bold">
              {t('nav.menu')}
            </h2>
            <Button variant="ghost" size="icon" aria-label={t('nav.closeMenu')} onClick={close}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </div>
          <p className="sr-only">{t('nav.menuDescription')}</p>
          <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
            {HEADER_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === '/'}
                onClick={close}
                className={({ isActive }) =>
                  cn('rounded-md px-3 py-2 font-medium hover:bg-muted', isActive && 'bg-muted text-primary')
                }
              >
                {t(`nav.${link.key}`)}
              </NavLink>
            ))}
          </nav>
          <div className="mt-4 flex flex-col gap-2 border-t border-border pt-4">
            <Button asChild variant="outline">
              <Link to="/dashboard" onClick={close}>
                {t('nav.dashboard')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/early-access" onClick={close}>
                {t('nav.earlyAccess')}
              </Link>
            </Button>
          </div>
        </div>
      </dialog>
    </>
  );
}
