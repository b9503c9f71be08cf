import type { Page } from '@docread/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { viewerApi } from './viewerApi.ts';

/** Every page as a small picture: one tap jumps to it. */
export function PageThumbnails({
  documentId,
  pages,
  current,
  onSelect,
}: {
  documentId: string;
  pages: Page[];
  current: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('viewer');
  return (
    <nav aria-label={t('page.thumbnails')}>
      <ol className="flex gap-2 overflow-x-auto pb-1">
        {pages.map((page, index) => (
          <li key={page.number} className="shrink-0">
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-label={t('page.goTo', { number: page.number })}
              aria-current={index === current ? 'page' : undefined}
              className={cn(
                'block w-16 overflow-hidden rounded border-2 bg-white focus-visible:outline-2 focus-visible:outline-primary',
                index === current ? 'border-primary' : 'border-border',
              )}
            >
              <img
                src={viewerApi.pageImageUrl(documentId, page.number)}
                alt=""
                loading="lazy"
                className="block h-auto w-full"
                style={{ aspectRatio: `${page.width} / ${page.height}` }}
              />
              <span className="block text-center text-xs text-muted-foreground tabular-nums">
                {page.number}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
