import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Toasts } from '../components/ui/toasts.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Server-state cache and toasts for the portal; a route of its own so the public site never loads them. */
export function QueryRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toasts />
    </QueryClientProvider>
  );
}
