import { DEFAULT_PROFILE_LANGUAGE, type Locale, localeSchema } from '@docread/contracts';
import type { Db } from '../db/database.ts';
import { profileLanguage, profileLanguageByEmail } from '../features/account/account.repository.ts';

/** The profile's preferred language, which every mail to that person is written in. */
export async function languageOfUser(db: Db, userId: string): Promise<Locale> {
  return localeSchema.catch(DEFAULT_PROFILE_LANGUAGE).parse(await profileLanguage(db, userId));
}

/** The same, found by the account's e-mail address (the configured admin is known only by address). */
export async function languageOfEmail(db: Db, email: string): Promise<Locale> {
  return localeSchema.catch(DEFAULT_PROFILE_LANGUAGE).parse(await profileLanguageByEmail(db, email));
}
