import type { ReactNode } from 'react';

/** The title block at the top of a public page: optional badge, the page's one h1, a lead paragraph. */
export function PageHero({
  badge,
  title,
  subtitle,
  children,
}: {
  badge?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-border bg-gradient-to-b from-primary/10 to-transparent">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-20">
        {badge && (
          <p className="mb-4 inline-flex rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-blue-700 dark:text-blue-300">
            {badge}
          </p>
        )}
        <h1 className="text-balance text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        {subtitle && <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{subtitle}</p>}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}
