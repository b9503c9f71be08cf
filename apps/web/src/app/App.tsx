import { type ReactNode, StrictMode, useEffect } from 'react';
import { prerenderedPageHydrated } from './hydration/HydrateNearViewport.tsx';

/** Marks the page interactive once React has taken over the prerendered HTML (tests wait for it). */
function HydratedMark() {
  useEffect(() => {
    prerenderedPageHydrated();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** What surrounds the router, the same in the browser and in the prerenderer so hydration matches. */
export function App({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {children}
      <HydratedMark />
    </StrictMode>
  );
}
