import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProfilesTable } from '../../db/schema.ts';

export type ProfileRow = Selectable<ProfilesTable>;

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A parallel request may have made it first; theirs stays. */
export async function insertProfileIfMissing(db: Db, row: Insertable<ProfilesTable>): Promise<void> {
  await db
    .insertInto('profiles')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** The profile and better-auth's `user.name` change together. */
export async function saveProfile(
  db: Db,
  userId: string,
  changes: { full_name: string; language: string; company?: string | null },
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('profiles')
      .set({ ...changes, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('user')
      .set({ name: changes.full_name, updatedAt: now })
      .where('id', '=', userId)
      .execute();
  });
}

/** Rows go by foreign-key cascade from `user`. */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('user').where('id', '=', userId).execute();
}

/** What the overview counts for one account. */
export async function countOverview(db: Db, userId: string, monthStart: string) {
  const count = (table: 'documents' | 'api_keys' | 'webhooks') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId);
  const [month, processing, keys, hooks] = await Promise.all([
    count('documents').where('created_at', '>=', monthStart).executeTakeFirstOrThrow(),
    count('documents').where('status', '=', 'processing').executeTakeFirstOrThrow(),
    count('api_keys').executeTakeFirstOrThrow(),
    count('webhooks').executeTakeFirstOrThrow(),
  ]);
  return {
    documentsThisMonth: Number(month.n),
    processingNow: Number(processing.n),
    apiKeys: Number(keys.n),
    webhooks: Number(hooks.n),
  };
}
