import { useSearchParams } from 'react-router';

/** How one list's state is read from its URL and written back. */
export interface ListStateCodec<S> {
  read: (params: URLSearchParams) => S;
  write: (state: S) => string;
}

/**
 * A list's filters and sort, kept in the URL's search params so a view can be bookmarked and shared.
 * Each change replaces the history entry and is rendered at once (`flushSync`): the router would otherwise
 * render it later, in a transition, and a second change made before that render would build on the state
 * before the first and drop it (docs/decisions/0342-portal-pages-are-layout-their-machinery-in-shared-hooks.md).
 */
export function useListState<S>(codec: ListStateCodec<S>) {
  const [params, setParams] = useSearchParams();
  const state = codec.read(params);
  const setState = (patch: Partial<S>) => {
    setParams(new URLSearchParams(codec.write({ ...state, ...patch })), { replace: true, flushSync: true });
  };
  return [state, setState] as const;
}
