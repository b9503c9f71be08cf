import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { LoadMore } from './LoadMore.tsx';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** Names the cell when rows show as cards on phones (styles.css, `.table-cards`); none for controls. */
  label?: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/** A column whose heading also names its cells on phones. */
export function labelledColumn<T>(
  key: string,
  header: string,
  cell: Column<T>['cell'],
  className?: string,
): Column<T> {
  return { key, header, label: header, cell, className };
}

/** A portal table: a card that scrolls sideways on narrow screens, and one card per row on phones. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowClassName,
  rowTestId,
  minWidth = 'sm:min-w-[56rem]',
  loading,
  skeletonTestId,
  emptyMessage,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowClassName?: string;
  rowTestId?: string;
  minWidth?: string;
  /** Three placeholder rows while the first page loads. */
  loading?: boolean;
  skeletonTestId?: string;
  /** A row saying nothing matched, when there are no rows. */
  emptyMessage?: string;
}) {
  return (
    <Card className="overflow-x-auto p-0">
      <table className={cn('table-cards w-full text-sm', minWidth)}>
        <thead className="border-b border-border bg-muted/50">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-4 py-3 text-start font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={loading}>
          {loading &&
            [0, 1, 2].map((i) => (
              <tr key={i} data-testid={skeletonTestId} className="border-b border-border last:border-0">
                {columns.map((column) => (
                  <td key={column.key} className="px-4 py-3">
                    <Skeleton className="h-5 w-full" />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && rows.length === 0 && emptyMessage && (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-muted-foreground">
                {emptyMessage}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={cn('border-b border-border last:border-0', rowClassName)}
              data-testid={rowTestId}
            >
              {columns.map((column) => (
                <td key={column.key} data-label={column.label} className={cn('px-4 py-3', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/**
 * A paged list's table with its states: a placeholder while the first page loads, an alert when it could
 * not, `empty` when there is nothing, and "Load more" while older rows remain.
 */
export function PagedTable<T>({
  list,
  rows = list.items,
  empty,
  ...table
}: Omit<Parameters<typeof DataTable<T>>[0], 'rows' | 'loading' | 'skeletonTestId' | 'emptyMessage'> & {
  list: {
    items: T[];
    isPending: boolean;
    isError: boolean;
    hasMore: boolean;
    loadMore: () => void;
    isLoadingMore: boolean;
  };
  /** The rows shown, when the page narrows what was read. */
  rows?: readonly T[];
  empty: string;
}) {
  const { t } = useTranslation('portal');
  return (
    <>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <p role="alert">{t('common.loadFailed')}</p>
      ) : rows.length === 0 ? (
        <Card className="text-center text-muted-foreground">{empty}</Card>
      ) : (
        <DataTable {...table} rows={rows} />
      )}
      <LoadMore list={list} />
    </>
  );
}
