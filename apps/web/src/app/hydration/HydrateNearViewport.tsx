import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';

/**
 * Partial hydration for the prerendered pages: what this wraps stays the server's HTML (readable, its links
 * working as plain links) until a reader comes near it, touches it or moves to another page; only then does
 * React take it over. A phone loading a page hydrates what is on its screen, not the footer and the
 * related articles below it. Rendered after the first page (a client-side navigation), it shows its
 * content at once.
 */

/** Gates of the first page still waiting; any navigation opens them (the page is React's from then on). */
const waiting = new Set<() => void>();

/** True while the prerendered page has not been hydrated yet: only then is there HTML worth keeping. */
let hydratingPrerendered =
  typeof document !== 'undefined' && document.documentElement.hasAttribute('data-prerendered');

/** After the first commit: sections mounted from then on have no server HTML to keep. */
export function prerenderedPageHydrated(): void {
  hydratingPrerendered = false;
}

/** Opens every gate: called when the router moves, since React then renders what is under them anyway. */
export function hydrateEverything(): void {
  hydratingPrerendered = false;
  for (const open of waiting) open();
  waiting.clear();
}

function makeGate(): { promise: Promise<void>; open: () => void } {
  const { promise, resolve } = Promise.withResolvers<void>();
  const open = () => {
    // Marked as settled at once (React's `use` reads `status` before waiting): the router's update that
    // opened the gate renders in the same task, and a part still suspended then would be thrown away and
    // drawn again from nothing, the page shrinking and growing under the reader.
    Object.assign(promise, { status: 'fulfilled', value: undefined });
    resolve();
  };
  waiting.add(open);
  return { promise, open };
}

/** Suspends (keeping the server's HTML in place while hydrating) until the gate opens. */
function Gate({ until, children }: { until: Promise<void> | null; children: ReactNode }) {
  if (until) use(until);
  return children;
}

export function HydrateNearViewport({
  children,
  className,
  margin = '300px',
}: {
  children: ReactNode;
  className?: string;
  /** How close to the viewport the section hydrates, ahead of the reader's scrolling. */
  margin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (hydratingPrerendered ? makeGate() : null));
  useEffect(() => {
    const element = box.current;
    if (!gate || !element) return;
    const open = () => {
      observer.disconnect();
      waiting.delete(gate.open);
      gate.open();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    // A touch, a click or keyboard focus can reach it before any scrolling does. Listened for on the
    // document: React's own listener on the root stops events aimed at parts it has not hydrated yet.
    const touched = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open();
    };
    for (const type of ['pointerdown', 'focusin'] as const)
      document.addEventListener(type, touched, { capture: true });
    return () => {
      observer.disconnect();
      for (const type of ['pointerdown', 'focusin'] as const)
        document.removeEventListener(type, touched, { capture: true });
    };
  }, [gate, margin]);
  return (
    <div ref={box} className={className}>
      <Suspense fallback={null}>
        <Gate until={gate?.promise ?? null}>{children}</Gate>
      </Suspense>
    </div>
  );
}
