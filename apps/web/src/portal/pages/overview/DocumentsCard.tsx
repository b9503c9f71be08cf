import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { ListedDocument } from '../../lib/documentList.ts';
import { formatDate } from '../../lib/format.ts';
import { StatusBadge } from '../documents/StatusBadge.tsx';

/** A short list of documents, each a link to its viewer, with its status (or the list's badge) and date. */
export function DocumentsCard({
  title,
  documents,
  failed,
  empty,
  testId,
  badge,
  footer,
}: {
  title: string;
  documents: ListedDocument[] | undefined;
  failed: boolean;
  empty: string;
  testId: string;
  /** What each row says in place of its status, when the list is about something else (review). */
  badge?: ReactNode;
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation('portal');
  return (
    <Card className="flex min-w-0 flex-col gap-3" data-testid={testId}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {documents === undefined ? (
        failed ? (
          <p className="text-sm text-muted-foreground">{t('overview.loadError')}</p>
        ) : (
          <Skeleton className="h-24 w-full" />
        )
      ) : documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y divide-border">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <Link
                to={`/dashboard/documents/${encodeURIComponent(doc.id)}`}
                className="min-w-0 font-medium [overflow-wrap:anywhere] underline-offset-4 hover:underline"
                dir="auto"
              >
                {doc.documentName}
              </Link>
              <span className="flex items-center gap-2 text-sm text-muted-foreground">
                {formatDate(doc.createdAt, i18n.language)}
                {badge ?? <StatusBadge status={doc.status} />}
              </span>
            </li>
          ))}
        </ul>
      )}
      {footer}
    </Card>
  );
}
