import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePagedList } from './usePagedList.ts';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('usePagedList', () => {
  it('shows the pages read so far as one list, and reads the next one from its cursor', async () => {
    const fetchPage = vi.fn(async (cursor: string | undefined) =>
      cursor ? { items: ['c'], nextCursor: null } : { items: ['a', 'b'], nextCursor: 'after-b' },
    );
    const { result } = renderHook(() => usePagedList(['letters'], fetchPage), { wrapper });
    expect(result.current).toMatchObject({ items: [], loaded: false, isPending: true, hasMore: false });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current).toMatchObject({ items: ['a', 'b'], hasMore: true });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b', 'c']));
    expect(result.current.hasMore).toBe(false);
    expect(fetchPage.mock.calls).toEqual([[undefined], ['after-b']]);
  });

  it('says when the first page could not be read', async () => {
    const { result } = renderHook(() => usePagedList(['broken'], () => Promise.reject(new Error('down'))), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current).toMatchObject({ items: [], loaded: false, hasMore: false });
  });
});
