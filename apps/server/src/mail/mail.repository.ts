import type { Db } from '../db/database.ts';

export async function profileLanguage(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select('language')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.language;
}

export async function profileLanguageByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('user')
    .innerJoin('profiles', 'profiles.user_id', 'user.id')
    .select('profiles.language')
    .where('user.email', '=', email)
    .executeTakeFirst();
  return row?.language;
}
