import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the element named by the URL's #hash once the (lazily loaded) page has rendered it. */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);
}
