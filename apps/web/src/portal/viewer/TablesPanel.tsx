import type { Table } from '@docread/contracts';
import { useTranslation } from 'react-i18next';

/** Tables the engine rebuilt from word positions, cell by cell (spans included). */
export function TablesPanel({ tables }: { tables: Table[] }) {
  const { t } = useTranslation('viewer');
  if (tables.length === 0) return <p className="text-muted-foreground">{t('tables.empty')}</p>;
  return (
    <div className="space-y-6">
      {tables.map((table, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tables are positional.
        <div key={index} className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="mb-2 text-start font-semibold">
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
      ))}
    </div>
  );
}
