import enCommon from '../locales/en/common.json';
import enMarketing from '../locales/en/marketing.json';
import enMarketingPages from '../locales/en/marketing-pages.json';
import enPortal from '../locales/en/portal.json';
import enViewer from '../locales/en/viewer.json';
import heCommon from '../locales/he/common.json';
import heMarketing from '../locales/he/marketing.json';
import heMarketingPages from '../locales/he/marketing-pages.json';
import hePortal from '../locales/he/portal.json';
import heViewer from '../locales/he/viewer.json';
import { toLocaleResources } from './index.ts';

/** Every catalogue of both languages, bundled: for tests, which switch languages synchronously. */
export const allResources = {
  en: toLocaleResources('en', {
    common: enCommon,
    marketing: { ...enMarketing, ...enMarketingPages },
    portal: enPortal,
    viewer: enViewer,
  }),
  he: toLocaleResources('he', {
    common: heCommon,
    marketing: { ...heMarketing, ...heMarketingPages },
    portal: hePortal,
    viewer: heViewer,
  }),
};
