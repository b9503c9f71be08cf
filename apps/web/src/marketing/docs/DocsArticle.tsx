import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';

/** Layout of a documentation sub-page: back link, the page's h1, a lead paragraph and the body. */
export function DocsArticle({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('marketing');
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <Link
        to="/docs"
        className="mb-6 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="rtl-flip size-4" />
        {t('shared.backToDocs')}
      </Link>
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  );
}
