import { THEME_STORAGE_KEY, THEMES, type Theme } from '@docread/contracts';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

export function readSavedTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    if ((THEMES as readonly string[]).includes(saved ?? '')) return saved as Theme;
  } catch {
    // Storage unavailable: follow the system.
  }
  return 'system';
}

function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The theme preference, kept in local storage and following the system while set to `system`. Prerendered
 * HTML knows no preference, so hydration starts from `system` and the saved choice follows.
 */
export function useTheme(): [Theme, (t: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, readSavedTheme, () => 'system' as const);
  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const media = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme('system');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [theme]);
  const setTheme = useCallback((t: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, t);
    } catch {
      // Not persisted; still applied.
    }
    applyTheme(t);
    for (const listener of listeners) listener();
  }, []);
  return [theme, setTheme];
}
