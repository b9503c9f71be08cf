import type { Profile, ProfileUpdate } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { saveProfile } from './account.repository.ts';
import { getProfile } from './get-profile.ts';

/** The profile's full name is the source of truth; better-auth's `user.name` follows it. */
export async function updateProfile(
  db: Db,
  user: { id: string; name: string; approved?: boolean | number | null },
  input: ProfileUpdate,
): Promise<Profile> {
  await getProfile(db, user);
  const changes = { full_name: input.fullName, language: input.language };
  await saveProfile(
    db,
    user.id,
    input.company === undefined ? changes : { ...changes, company: input.company || null },
    nowIso(),
  );
  return getProfile(db, { ...user, name: input.fullName });
}
