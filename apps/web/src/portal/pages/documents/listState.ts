import {
  DOCUMENT_SORTS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type DocumentListQuery,
  type DocumentSort,
} from '@docread/contracts';
import type { ListStateCodec } from '../../lib/useListState.ts';

/** The list's state as it lives in the URL, so a view can be bookmarked and shared. */
export type ListState = Omit<DocumentListQuery, 'limit' | 'cursor'>;

const FILTERS = ['q', 'status', 'type', 'from', 'to', 'source'] as const;

export function readListState(params: URLSearchParams): ListState {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
    value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  return {
    q: params.get('q')?.trim() || undefined,
    status: pick(params.get('status'), DOCUMENT_STATUSES),
    type: pick(params.get('type'), DOCUMENT_TYPES),
    from: date(params.get('from')),
    to: date(params.get('to')),
    source: params.get('source') || undefined,
    sort: pick<DocumentSort>(params.get('sort'), DOCUMENT_SORTS) ?? '-createdAt',
  };
}

/** The query string of a state: empty values and the default sort are left out. */
export function listQueryString(state: ListState, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const name of FILTERS) {
    const value = state[name];
    if (value) params.set(name, value);
  }
  if (state.sort !== '-createdAt') params.set('sort', state.sort);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}

export function hasFilters(state: ListState): boolean {
  return FILTERS.some((name) => Boolean(state[name]));
}

export const listStateCodec: ListStateCodec<ListState> = {
  read: readListState,
  write: (state) => listQueryString(state),
};
