import type { Page } from '@docread/contracts';
import { useTranslation } from 'react-i18next';

/** The text as read, line by line, each in its own direction (Hebrew lines right to left). */
export function TextPanel({ pages }: { pages: Page[] }) {
  const { t } = useTranslation('viewer');
  const lines = pages.flatMap((p) => p.blocks.flatMap((b) => b.lines));
  if (lines.length === 0) return <p className="text-muted-foreground">{t('text.empty')}</p>;
  return (
    <div className="space-y-4">
      {pages.map((page) => (
        <section key={page.number} aria-label={t('text.pageHeading', { number: page.number })}>
          {pages.length > 1 && (
            <h2 className="mb-1 font-semibold">{t('text.pageHeading', { number: page.number })}</h2>
          )}
          <div className="rounded-md bg-muted/50 p-3 font-mono text-sm leading-relaxed">
            {page.blocks.map((block, b) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks are positional.
              <p key={b} className="mb-2 last:mb-0">
                {block.lines.map((line, l) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional.
                  <span key={l} dir={line.direction} className="block text-start">
                    {line.text}
                  </span>
                ))}
              </p>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
