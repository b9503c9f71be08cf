import {
  DEFAULT_SITE_LOCALE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  validationMessages,
} from '@docread/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import enMarketing from '../locales/en/marketing.json';
import enPortal from '../locales/en/portal.json';
import enViewer from '../locales/en/viewer.json';
import heCommon from '../locales/he/common.json';
import heMarketing from '../locales/he/marketing.json';
import hePortal from '../locales/he/portal.json';
import heViewer from '../locales/he/viewer.json';

/** Turns the contracts' flat `validation.x` keys into the nested shape i18next looks up. */
function nest(flat: Record<string, string>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(flat)) {
    const [group, name] = key.split('.') as [string, string];
    out[group] ??= {};
    out[group][name] = text;
  }
  return out;
}

export const resources = {
  en: {
    common: { ...enCommon, ...nest(validationMessages.en) },
    marketing: enMarketing,
    portal: enPortal,
    viewer: enViewer,
  },
  he: {
    common: { ...heCommon, ...nest(validationMessages.he) },
    marketing: heMarketing,
    portal: hePortal,
    viewer: heViewer,
  },
} as const;

export function readSavedLocale(): Locale {
  try {
    const saved = localStorage.getItem(LOCALE_STORAGE_KEY);
    if ((LOCALES as readonly string[]).includes(saved ?? '')) return saved as Locale;
  } catch {
    // Storage can be unavailable (private mode); fall back to the default.
  }
  return DEFAULT_SITE_LOCALE;
}

export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'he' ? 'rtl' : 'ltr';
}

export function setLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisted, but the switch still applies for this visit.
  }
  applyDocumentLocale(locale);
  void i18n.changeLanguage(locale);
}

export function initI18n(locale: Locale = readSavedLocale()) {
  applyDocumentLocale(locale);
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: false,
    ns: ['common', 'marketing', 'portal', 'viewer'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A missing translation shows its key (i18next's default) and is logged so it gets fixed.
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => console.warn(`[i18n] missing ${lngs.join(',')}:${ns}:${key}`),
  });
  return i18n;
}

export { i18n };
