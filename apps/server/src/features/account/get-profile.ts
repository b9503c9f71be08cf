import { DEFAULT_PROFILE_LANGUAGE, type Profile } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { profileView } from '../shared/views.ts';
import { findProfile, insertProfileIfMissing } from './account.repository.ts';

interface ProfileOwner {
  id: string;
  name: string;
  approved?: boolean | number | null;
}

/** Reads the profile; a user without one (created outside sign-up) gets one, as the seeds' client did. */
export async function getProfile(db: Db, user: ProfileOwner): Promise<Profile> {
  let row: Parameters<typeof profileView>[0] | undefined = await findProfile(db, user.id);
  if (!row) {
    row = {
      user_id: user.id,
      full_name: user.name,
      company: null,
      language: DEFAULT_PROFILE_LANGUAGE,
      updated_at: nowIso(),
    };
    await insertProfileIfMissing(db, row);
  }
  return profileView(row, user.approved);
}
