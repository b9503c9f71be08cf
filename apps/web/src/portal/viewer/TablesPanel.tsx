import type { Table } from '@docread/contracts';
import { Download, FileSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { viewerApi } from './viewerApi.ts';

/**
 * The tables the engine found, cell by cell (spans included), beside the page: each can show its page
 * in the page view and be downloaded alone as CSV.
 */
export function TablesPanel({
  documentId,
  tables,
  onShowPage,
}: {
  documentId: string;
  tables: Table[];
  onShowPage: (page: number) => void;
}) {
  const { t } = useTranslation('viewer');
  if (tables.length === 0) return <p className="text-muted-foreground">{t('tables.empty')}</p>;
  return (
    <div className="space-y-6">
      {tables.map((table, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tables are positional.
        <section key={index} className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="me-auto font-semibold">
              {t('tables.caption', { index: index + 1, page: table.page })}
            </h3>
            <Button variant="outline" size="sm" onClick={() => onShowPage(table.page)}>
              <FileSearch aria-hidden className="size-4" />
              {t('tables.showPage')}
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a href={viewerApi.tableCsvUrl(documentId, index + 1)} download>
                <Download aria-hidden className="size-4" />
                {t('tables.downloadCsv')}
              </a>
            </Button>
          </div>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">
                {t('tables.caption', { index: index + 1, page: table.page })}
              </caption>
              <tbody>
                {Array.from({ length: table.rows }, (_, row) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
                  <tr key={row}>
                    {table.cells
                      .filter((c) => c.row === row)
                      .sort((a, b) => a.column - b.column)
                      .map((cell) => {
                        const Cell = table.headerRows.includes(row) ? 'th' : 'td';
                        return (
                          <Cell
                            key={cell.column}
                            rowSpan={cell.rowSpan}
                            colSpan={cell.columnSpan}
                            dir="auto"
                            className="border border-border px-2 py-1 text-start"
                          >
                            {cell.text}
                          </Cell>
                        );
                      })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
