import {
  DEFAULT_SITE_LOCALE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  validationMessages,
} from '@docread/contracts';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The namespaces every page may use; `common` also carries the contracts' validation messages. */
export const NAMESPACES = ['common', 'marketing', 'portal', 'viewer'] as const;
type Namespace = (typeof NAMESPACES)[number];
export type LocaleResources = Record<Namespace, object>;

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

/** One language's catalogues as i18next wants them, from the JSON files of `locales/<locale>/`. */
export function toLocaleResources(locale: Locale, files: Record<Namespace, object>): LocaleResources {
  return { ...files, common: { ...files.common, ...nest(validationMessages[locale]) } };
}

// Each language's JSON is its own chunk: a visitor downloads only the language they read.
const catalogueFiles = import.meta.glob<{ default: object }>('../locales/*/*.json');

/**
 * The `marketing` catalogue is two files: `marketing.json` (the home page, loaded with the namespace)
 * and `marketing-pages.json` (every other page), which their routes load first.
 */
const marketingPagesLoaded = new Set<Locale>();

async function addMarketingPages(locale: Locale): Promise<void> {
  if (marketingPagesLoaded.has(locale)) return;
  const load = catalogueFiles[`../locales/${locale}/marketing-pages.json`];
  if (!load) throw new Error(`No marketing-pages catalogue for ${locale}`);
  i18n.addResourceBundle(locale, 'marketing', (await load()).default, true, false);
  marketingPagesLoaded.add(locale);
}

/** Before a public page other than home renders: its part of the `marketing` catalogue. */
export function ensureMarketingPages(): Promise<void> {
  return addMarketingPages(i18n.language as Locale);
}

async function loadCatalogue(locale: Locale, ns: Namespace): Promise<object> {
  const load = catalogueFiles[`../locales/${locale}/${ns}.json`];
  if (!load) throw new Error(`No ${ns} catalogue for ${locale}`);
  const catalogue = (await load()).default;
  return ns === 'common' ? { ...catalogue, ...nest(validationMessages[locale]) } : catalogue;
}

export async function loadLocaleResources(locale: Locale): Promise<LocaleResources> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, await loadCatalogue(locale, ns)] as const),
  );
  return Object.fromEntries(entries) as LocaleResources;
}

/**
 * Catalogues fetched when first needed: a public page starts with `common` and `marketing`; a namespace
 * another component asks for (the playground's field names) loads then, and a language switch loads
 * the namespaces in use.
 */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadCatalogue(language as Locale, namespace as Namespace).then(
      (data) => callback(null, data as ResourceKey),
      (error: Error) => callback(error, null),
    );
  },
};

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
  // The prerenderer has no document: it writes `lang` and `dir` into the HTML itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'he' ? 'rtl' : 'ltr';
}

/** The cookie the server reads to send `/` (and old unprefixed links) to the visitor's chosen language. */
export const LOCALE_COOKIE = 'locale';

export async function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie; the Cookie Store API is not in every browser yet
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Not persisted, but the switch still applies for this visit.
  }
  applyDocumentLocale(locale);
  if (!i18n.hasResourceBundle(locale, 'common') && !i18n.modules.backend) {
    const resources = await loadLocaleResources(locale);
    for (const ns of NAMESPACES) i18n.addResourceBundle(locale, ns, resources[ns]);
  }
  // Every catalogue the pages in use need, before any component renders in the new language.
  await i18n.loadLanguages(locale);
  if (marketingPagesLoaded.size > 0) await addMarketingPages(locale);
  await i18n.changeLanguage(locale);
}

/** Starts i18next with the catalogues at hand (tests pass every language; the app loads its own). */
export function initI18n(
  locale: Locale,
  resources: Partial<Record<Locale, LocaleResources>>,
  namespaces: readonly Namespace[] = NAMESPACES,
) {
  applyDocumentLocale(locale);
  // Bundled catalogues (tests, the prerenderer) already hold every page's strings.
  for (const bundled of Object.keys(resources)) marketingPagesLoaded.add(bundled as Locale);
  const started = i18n.use(initReactI18next).init({
    resources,
    partialBundledLanguages: true,
    lng: locale,
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A missing translation shows its key (i18next's default) and is logged so it gets fixed.
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => console.warn(`[i18n] missing ${lngs.join(',')}:${ns}:${key}`),
  });
  return Object.assign(i18n, { started });
}

/** The public site's first catalogues; the others load when a component asks for them. */
export const SITE_NAMESPACES: readonly Namespace[] = ['common', 'marketing'];

/** The app's start: the page's catalogues first, so the first paint is already translated. */
export async function startI18n(
  locale: Locale = readSavedLocale(),
  namespaces: readonly Namespace[] = NAMESPACES,
): Promise<void> {
  i18n.use(lazyCatalogues);
  await initI18n(locale, {}, namespaces).started;
}

export { i18n };
