import { DEFAULT_PROFILE_LANGUAGE, type Profile } from '@docread/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProfilesTable } from '../../db/schema.ts';
import { nowIso } from '../../db/values.ts';
import { profileView } from '../shared/views.ts';

interface ProfileOwner {
  id: string;
  name: string;
  approved?: boolean | number | null;
}

/** Reads the profile; a user without one (created outside sign-up) gets one, as the seeds' client did. */
export async function getProfile(db: Db, user: ProfileOwner): Promise<Profile> {
  let row: Parameters<typeof profileView>[0] | undefined = await db
    .selectFrom('profiles')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) {
    row = {
      user_id: user.id,
      full_name: user.name,
      company: null,
      language: DEFAULT_PROFILE_LANGUAGE,
      updated_at: nowIso(),
    };
    await db
      .insertInto('profiles')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }
  return profileView(row, user.approved);
}
