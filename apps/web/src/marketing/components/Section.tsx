import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A page section with an h2 heading and an optional lead line. Sections off screen are not laid out or
 * painted until a reader scrolls near them (`content-visibility: auto`; the browser remembers a drawn
 * section's height), which keeps a long page's first render to what is on screen.
 */
export function Section({
  id,
  title,
  lead,
  children,
  className,
}: {
  id?: string;
  title?: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      className={cn(
        'scroll-mt-20 px-4 py-14 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:px-6',
        className,
      )}
    >
      <div className="mx-auto max-w-6xl">
        {title && (
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <h2 className="text-3xl font-bold tracking-tight">{title}</h2>
            {lead && <p className="mt-3 text-muted-foreground">{lead}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
