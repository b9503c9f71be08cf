import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import type { Heading } from './posts/types.ts';

/** Shown only from this many headings: a single heading needs no navigation. */
export const TOC_MIN_HEADINGS = 2;

export function TableOfContents({ headings, active }: { headings: Heading[]; active: string | undefined }) {
  const { t } = useTranslation('marketing');
  if (headings.length < TOC_MIN_HEADINGS) return null;
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    history.replaceState(null, '', `#${encodeURIComponent(id)}`);
  };
  return (
    <nav aria-labelledby="toc-title" className="sticky top-20 rounded-xl border border-border bg-card p-5">
      <h2 id="toc-title" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {t('blog.post.toc')}
      </h2>
      <ol className="space-y-1 text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={cn(heading.level === 2 && 'ps-3', heading.level === 3 && 'ps-6')}>
            <a
              href={`#${heading.id}`}
              onClick={(event) => go(event, heading.id)}
              aria-current={active === heading.id ? 'location' : undefined}
              className={cn(
                'block border-s-2 py-1 ps-3 hover:text-primary',
                active === heading.id
                  ? 'border-primary font-semibold text-primary'
                  : 'border-transparent text-muted-foreground',
              )}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
