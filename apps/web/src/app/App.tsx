import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** What surrounds the router, the same in the browser and in the prerenderer so hydration matches. */
export function App({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster richColors position="top-center" dir={i18n.language === 'he' ? 'rtl' : 'ltr'} />
    </QueryClientProvider>
  );
}
