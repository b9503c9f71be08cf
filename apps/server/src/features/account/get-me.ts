import type { Me } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { toBool, toIso } from '../../db/values.ts';
import { roleOf } from '../../shared/roles.ts';
import { isOwner } from '../auth/admin-rules.ts';
import type { SessionUser } from '../auth/auth.ts';
import { getProfile } from './get-profile.ts';

export async function getMe(db: Db, user: SessionUser, ownerEmail: string): Promise<Me> {
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: toBool(user.twoFactorEnabled),
      createdAt: toIso(user.createdAt),
    },
    profile: await getProfile(db, user),
    role: roleOf(user),
    owner: isOwner(user, ownerEmail),
  };
}
