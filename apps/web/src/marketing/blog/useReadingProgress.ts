import { type RefObject, useEffect, useState } from 'react';

/** Percent of the element scrolled past, 0 to 100: 100 once its end has entered the viewport's bottom. */
export function readingPercent(top: number, height: number, viewport: number): number {
  const scrollable = height - viewport;
  if (scrollable <= 0) return top <= 0 ? 100 : 0;
  return Math.round(Math.min(100, Math.max(0, (-top / scrollable) * 100)));
}

export function useReadingProgress(ref: RefObject<HTMLElement | null>): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const update = () => {
      const box = ref.current?.getBoundingClientRect();
      if (box) setPercent(readingPercent(box.top, box.height, window.innerHeight));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ref]);
  return percent;
}

/** The id of the last heading that has scrolled above the header line. */
export function useActiveHeading(ids: readonly string[], offset = 120): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    const update = () => {
      let current = ids[0];
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= offset) current = id;
      }
      setActive(current);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [ids, offset]);
  return active;
}
