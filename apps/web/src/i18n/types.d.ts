import 'i18next';
import type { validationMessages } from '@docread/contracts';
import type enCommon from '../locales/en/common.json';
import type enMarketing from '../locales/en/marketing.json';
import type enMarketingPages from '../locales/en/marketing-pages.json';
import type enPortal from '../locales/en/portal.json';
import type enViewer from '../locales/en/viewer.json';

/** `'validation.emailInvalid'` -> `'validation'` */
type GroupOf<K> = K extends `${infer Group}.${string}` ? Group : never;

/** The contracts' flat `group.name` keys in the nested shape `i18n/index.ts` builds from them. */
type Nested<T extends Record<string, string>> = {
  [G in GroupOf<keyof T>]: { [K in keyof T as K extends `${G}.${infer Name}` ? Name : never]: string };
};

// Message keys are typed from the English catalogue: a typo is a type error, not a blank label.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof enCommon & Nested<(typeof validationMessages)['en']>;
      /** Two files: the home page's part, and the other pages' part loaded with their routes. */
      marketing: typeof enMarketing & typeof enMarketingPages;
      portal: typeof enPortal;
      viewer: typeof enViewer;
    };
  }
}
