import { THEMES, type Theme } from '@docread/contracts';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useTheme } from '../../lib/theme.ts';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const satisfies Record<Theme, unknown>;

/**
 * Light, dark or follow the system: one button that moves to the next choice, its name saying the current
 * one and what a press does. The choice is kept in local storage by `useTheme`.
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] as Theme;
  const Current = ICONS[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`${t('theme.label')}: ${t(`theme.${theme}`)}. ${t('theme.switchTo', { theme: t(`theme.${next}`) })}`}
      title={`${t('theme.label')}: ${t(`theme.${theme}`)}`}
      onClick={() => setTheme(next)}
    >
      <Current aria-hidden="true" className="size-5" />
    </Button>
  );
}
