import type { Role } from '@docread/contracts';

/** An unknown or unreadable role makes a plain user (specification, section 4). */
export function roleOf(user: { role?: string | null }): Role {
  return user.role === 'admin' || user.role === 'moderator' ? user.role : 'user';
}
