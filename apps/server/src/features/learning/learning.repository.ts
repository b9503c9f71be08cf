import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LearnedVendorsTable } from '../../db/schema.ts';

export type LearnedVendorRow = Selectable<LearnedVendorsTable>;

/** The lesson of one document, written again whenever its corrections change. */
export async function saveLesson(
  db: Db,
  row: Omit<LearnedVendorRow, 'id' | 'created_at' | 'updated_at'> & { id: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('learned_vendors')
    .values({ ...row, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('document_id').doUpdateSet({
        document_type: row.document_type,
        issuer_keys: row.issuer_keys,
        fields: row.fields,
        updated_at: now,
      }),
    )
    .execute();
}

export async function deleteLessonOfDocument(db: Db, userId: string, documentId: string): Promise<void> {
  await db
    .deleteFrom('learned_vendors')
    .where('document_id', '=', documentId)
    .where('user_id', '=', userId)
    .execute();
}

/** Answers whether the account had it. */
export async function deleteLesson(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('learned_vendors')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** The account's lessons, newest first. */
export async function listLessons(db: Db, userId: string): Promise<LearnedVendorRow[]> {
  return db
    .selectFrom('learned_vendors')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
