import type { ReactNode } from 'react';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { cn } from '../../lib/cn.ts';

/** The closing call to action of a page: white text on the brand colour. */
export function CtaBand({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <section className="px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-2xl bg-blue-700 px-6 py-12 text-center text-white">
        <h2 className="text-3xl font-bold">{title}</h2>
        {text && <p className="mx-auto mt-3 max-w-2xl">{text}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}

/** Solid white or outlined: the two button looks that read on the band in light and dark themes. */
export function ctaClass(tone: 'solid' | 'outline'): string {
  return cn(
    'inline-flex h-12 items-center justify-center gap-2 rounded-md px-6 text-lg font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
    tone === 'solid'
      ? 'bg-white text-blue-700 hover:bg-blue-50'
      : 'border border-white/70 text-white hover:bg-white/10',
  );
}

export function CtaLink({
  to,
  tone,
  children,
}: {
  to: string;
  tone: 'solid' | 'outline';
  children: ReactNode;
}) {
  return (
    <Link to={to} className={ctaClass(tone)}>
      {children}
    </Link>
  );
}
