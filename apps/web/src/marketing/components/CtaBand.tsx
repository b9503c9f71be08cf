import type { ReactNode } from 'react';

/** The closing call to action of a page. */
export function CtaBand({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <section className="px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground">
        <h2 className="text-3xl font-bold">{title}</h2>
        {text && <p className="mx-auto mt-3 max-w-2xl">{text}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
