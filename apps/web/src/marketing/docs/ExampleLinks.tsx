import { ArrowRight, FileText, IdCard, Receipt, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { EXAMPLE_KEYS, EXAMPLE_SLUGS } from './examples.ts';

const ICONS = {
  'invoice-processing': FileText,
  'id-verification': IdCard,
  'form-digitization': ScrollText,
  'receipt-analysis': Receipt,
} as const;

/** The four use cases, each linking to /docs/examples/{slug}. */
export function ExampleLinks() {
  const { t } = useTranslation('marketing');
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {EXAMPLE_SLUGS.map((slug) => {
        const Icon = ICONS[slug];
        const key = EXAMPLE_KEYS[slug];
        return (
          <li key={slug}>
            <Link
              to={`/docs/examples/${slug}`}
              className="group flex h-full gap-4 rounded-xl border border-border bg-card p-5 hover:border-primary"
            >
              <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
              <span className="flex-1">
                <span className="block font-semibold">{t(`docs.examples.items.${key}.title`)}</span>
                <span className="mt-1 block text-sm text-muted-foreground">
                  {t(`docs.examples.items.${key}.text`)}
                </span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="rtl-flip size-5 shrink-0 self-center text-muted-foreground group-hover:text-primary"
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
