import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authClient } from './authClient.ts';

/** Ends the session and forgets every cached answer, so nothing of this user stays on screen. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await authClient.signOut();
    } catch {
      // Already signed out (401/403/404) or offline: the local state is cleared either way.
    }
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
