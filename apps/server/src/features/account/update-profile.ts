import type { Profile, ProfileUpdate } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { getProfile } from './get-profile.ts';

/** The profile's full name is the source of truth; better-auth's `user.name` follows it. */
export async function updateProfile(
  db: Db,
  user: { id: string; name: string; approved?: boolean | number | null },
  input: ProfileUpdate,
): Promise<Profile> {
  await getProfile(db, user);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const changes = { full_name: input.fullName, language: input.language, updated_at: now };
    await trx
      .updateTable('profiles')
      .set(input.company === undefined ? changes : { ...changes, company: input.company || null })
      .where('user_id', '=', user.id)
      .execute();
    await trx
      .updateTable('user')
      .set({ name: input.fullName, updatedAt: now })
      .where('id', '=', user.id)
      .execute();
  });
  return getProfile(db, { ...user, name: input.fullName });
}
