import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, ProfilesTable } from '../../db/schema.ts';
import { nowIso } from '../../db/values.ts';
import type { KeysetPosition } from '../shared/keyset-page.ts';

/** The account: our queries of better-auth's `user` and of its profile (`profiles`). */

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

const ADMIN_USER_COLUMNS = [
  'user.id',
  'user.email',
  'user.name',
  'user.emailVerified',
  'user.approved',
  'user.role',
  'user.createdAt',
  'profiles.full_name',
  'profiles.company',
] as const;

function usersWithProfiles(db: Db) {
  return db.selectFrom('user').leftJoin('profiles', 'profiles.user_id', 'user.id').select(ADMIN_USER_COLUMNS);
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

export async function findAccountRef(db: Db, userId: string) {
  return db.selectFrom('user').select(['id', 'email', 'role']).where('id', '=', userId).executeTakeFirst();
}

/** The user's fields whose changes the audit log records (AUDITED_USER_FIELDS), before a change. */
export async function findAuditedUserFields(db: Db, userId: string) {
  return db
    .selectFrom('user')
    .select(['role', 'approved', 'emailVerified', 'email', 'name', 'banned'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The profile written beside better-auth's new user. */
export async function insertProfile(db: Db, row: Insertable<ProfilesTable>): Promise<void> {
  await db.insertInto('profiles').values(row).execute();
}

/** What the /v3 guard needs of an API key's owner. */
export async function findUserStanding(db: Db, userId: string) {
  return db
    .selectFrom('user')
    .select(['approved', 'banned', 'role', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Newest first, up to `limit` after `after`; `approved` filters when given. */
export async function selectUsers(
  db: Db,
  approved: boolean | undefined,
  limit: number,
  after: KeysetPosition | null,
) {
  let query = usersWithProfiles(db);
  if (approved !== undefined) query = query.where('user.approved', '=', approved);
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('user.createdAt', 'user.id'), '<', eb.tuple(after.at as never, after.id)),
    );
  return query.orderBy('user.createdAt', 'desc').orderBy('user.id', 'desc').limit(limit).execute();
}

export async function selectUser(db: Db, id: string) {
  return usersWithProfiles(db).where('user.id', '=', id).executeTakeFirst();
}

/** Every administrator: the admin role, and the owner account whatever its role. */
export async function selectAdmins(db: Db, ownerEmail: string) {
  return db
    .selectFrom('user')
    .select(['id', 'email'])
    .where((eb) => eb.or([eb('role', '=', 'admin'), eb('email', '=', ownerEmail)]))
    .execute();
}

export async function updateUser(
  db: Db,
  id: string,
  changes: { approved?: boolean; role?: string; updatedAt: string },
): Promise<void> {
  await db.updateTable('user').set(changes).where('id', '=', id).execute();
}

export async function updateAccountSettings(
  db: Db,
  userId: string,
  settings: { plan: string; monthly_quota: number | null; suspended: boolean; updated_at: string },
): Promise<void> {
  await db.updateTable('profiles').set(settings).where('user_id', '=', userId).execute();
}

export async function selectPlanSettings(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['plan', 'monthly_quota', 'suspended'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The account's standing at the payment provider (nulls before its first Checkout). */
export async function findPaymentAccount(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['plan', 'stripe_customer_id', 'stripe_subscription_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The account a provider's customer belongs to, with its plan. */
export async function findAccountOfCustomer(db: Db | Transaction<Database>, customerId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.user_id')
    .select(['profiles.user_id', 'profiles.plan', 'profiles.stripe_subscription_id', 'user.email'])
    .where('profiles.stripe_customer_id', '=', customerId)
    .executeTakeFirst();
}

/** The account by its id, with its plan and e-mail (for the audit line). */
export async function findAccount(db: Db | Transaction<Database>, userId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.user_id')
    .select(['profiles.user_id', 'profiles.plan', 'profiles.stripe_subscription_id', 'user.email'])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
}

/** Sets the plan a payment decided, and remembers the provider's customer and subscription. */
export async function setPaidPlan(
  trx: Transaction<Database>,
  userId: string,
  change: { plan: string; customerId?: string; subscriptionId: string | null },
): Promise<void> {
  await trx
    .updateTable('profiles')
    .set({
      plan: change.plan,
      stripe_subscription_id: change.subscriptionId,
      ...(change.customerId ? { stripe_customer_id: change.customerId } : {}),
      updated_at: nowIso(),
    })
    .where('user_id', '=', userId)
    .execute();
}

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
