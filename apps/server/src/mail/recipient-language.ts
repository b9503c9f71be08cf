import { DEFAULT_PROFILE_LANGUAGE, type Locale, localeSchema } from '@docread/contracts';
import type { Db } from '../db/database.ts';

/** The profile's preferred language, which every mail to that person is written in. */
export async function languageOfUser(db: Db, userId: string): Promise<Locale> {
  const row = await db
    .selectFrom('profiles')
    .select('language')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return localeSchema.catch(DEFAULT_PROFILE_LANGUAGE).parse(row?.language);
}

/** The same, found by the account's e-mail address (the configured admin is known only by address). */
export async function languageOfEmail(db: Db, email: string): Promise<Locale> {
  const row = await db
    .selectFrom('user')
    .innerJoin('profiles', 'profiles.user_id', 'user.id')
    .select('profiles.language')
    .where('user.email', '=', email)
    .executeTakeFirst();
  return localeSchema.catch(DEFAULT_PROFILE_LANGUAGE).parse(row?.language);
}
