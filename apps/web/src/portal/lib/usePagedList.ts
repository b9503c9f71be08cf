import type { ListPage } from '@docread/contracts';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';

/**
 * A paged portal list (`{ items, nextCursor }`, newest first): the pages read so far as one list, and
 * the way to read the next one.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined) => Promise<ListPage<T>>,
  options: {
    enabled?: boolean;
    /** Reads every page shown again after this many milliseconds while it answers a number. */
    refetchInterval?: (items: T[]) => number | false;
  } = {},
) {
  const { refetchInterval } = options;
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: options.enabled ?? true,
    refetchInterval: refetchInterval
      ? (q) => refetchInterval(q.state.data?.pages.flatMap((page) => page.items) ?? [])
      : false,
  });
  return {
    /** Empty until the first page came. */
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    /** The first page came; what was read stays through a later failed read. */
    loaded: query.data !== undefined,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}

/** `?limit=&cursor=` of one page. */
export function pageQuery(
  cursor: string | undefined,
  limit = 50,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({ ...extra, limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
