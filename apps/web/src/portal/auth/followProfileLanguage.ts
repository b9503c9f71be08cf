import { LOCALE_STORAGE_KEY, type Locale } from '@docread/contracts';
import { setLocale } from '../../i18n/index.ts';

/**
 * The language saved in the profile follows the account to a browser that has no language of its own yet
 * (a new browser, a cleared one); a choice made in this browser stays.
 */
export function followProfileLanguage(language: Locale): void {
  try {
    if (localStorage.getItem(LOCALE_STORAGE_KEY)) return;
  } catch {
    return;
  }
  void setLocale(language);
}
