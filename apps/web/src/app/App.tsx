import { type ReactNode, StrictMode } from 'react';

/** What surrounds the router, the same in the browser and in the prerenderer so hydration matches. */
export function App({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
