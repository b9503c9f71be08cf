import { LOCALES, type Locale } from '@docread/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { localeOfPath, localizedPath, withoutLocale } from '../../app/locale/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { setLocale } from '../../i18n/index.ts';
import { menuContent, menuItem } from './menuStyles.ts';

/**
 * English or Hebrew; `setLocale` stores the choice and sets `<html dir lang>`. On the public site the
 * language is in the address, so the switch opens the same page in the other language.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Locale;
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const choose = async (locale: Locale) => {
    await setLocale(locale);
    if (localeOfPath(pathname))
      await navigate(localizedPath(locale, withoutLocale(pathname)) + search + hash);
  };
  return (
    <DropdownMenu.Root dir={i18n.dir()}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${t('language.label')}: ${t(`language.${current}`)}`}
        >
          <Languages aria-hidden="true" className="size-5" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
          <DropdownMenu.RadioGroup value={current} onValueChange={(v) => void choose(v as Locale)}>
            {LOCALES.map((locale) => (
              <DropdownMenu.RadioItem key={locale} value={locale} lang={locale} className={menuItem}>
                <span className="flex-1">{t(`language.${locale}`)}</span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
