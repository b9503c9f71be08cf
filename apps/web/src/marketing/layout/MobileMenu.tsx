import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '../../app/locale/LocaleLink.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { HEADER_LINKS } from './navigation.ts';

/** The header's links in a side sheet on narrow screens; it closes when a link is followed. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('nav.openMenu')}>
          <Menu aria-hidden="true" className="size-5" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 end-0 z-50 flex w-72 max-w-[85vw] flex-col gap-2 overflow-y-auto bg-background p-4 shadow-xl">
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('nav.closeMenu')}>
                <X aria-hidden="true" className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('nav.menuDescription')}</Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
