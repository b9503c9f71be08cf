import { type Me, meSchema } from '@docread/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';
import { followProfileLanguage } from './followProfileLanguage.ts';

export const ME_QUERY_KEY = ['me'] as const;

/** Who is signed in, as the access gate needs it. */
export type Session =
  | { kind: 'anonymous' }
  | { kind: 'pending'; me: Me | null }
  | { kind: 'approved'; me: Me };

export async function fetchSession(): Promise<Session> {
  try {
    const me = await api('/api/me', meSchema);
    if (me.profile) followProfileLanguage(me.profile.language);
    // An absent or unreadable flag counts as not approved (specification section 4).
    return me.profile?.approved === true ? { kind: 'approved', me } : { kind: 'pending', me };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'anonymous' };
    if (error instanceof ApiError && error.code === 'approval_pending') return { kind: 'pending', me: null };
    throw error;
  }
}

export function useSession() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchSession, staleTime: 30_000, retry: false });
}

/** The approved user's data; only for components rendered inside the gate. */
export function useMe(): Me {
  const { data } = useSession();
  if (data?.kind !== 'approved') throw new Error('useMe must be used inside the approved dashboard');
  return data.me;
}
