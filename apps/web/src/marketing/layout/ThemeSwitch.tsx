import { THEMES, type Theme } from '@docread/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useTheme } from '../../lib/theme.ts';
import { menuContent, menuItem } from './menuStyles.ts';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const satisfies Record<Theme, unknown>;

/** Light, dark or follow the system; the choice is kept in local storage by `useTheme`. */
export function ThemeSwitch() {
  const { t, i18n } = useTranslation();
  const [theme, setTheme] = useTheme();
  const Current = ICONS[theme];
  return (
    <DropdownMenu.Root dir={i18n.dir()}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={`${t('theme.label')}: ${t(`theme.${theme}`)}`}>
          <Current aria-hidden="true" className="size-5" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
          <DropdownMenu.RadioGroup value={theme} onValueChange={(v) => setTheme(v as Theme)}>
            {THEMES.map((value) => {
              const Icon = ICONS[value];
              return (
                <DropdownMenu.RadioItem key={value} value={value} className={menuItem}>
                  <Icon aria-hidden="true" className="size-4" />
                  <span className="flex-1">{t(`theme.${value}`)}</span>
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
