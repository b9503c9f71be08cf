import type { Db } from '../../db/database.ts';
import type { DocumentRecord } from '../../db/schema.ts';

/** The jobs an API key's account may see: its own documents. */
export async function jobOf(db: Db, userId: string, jobId: string): Promise<DocumentRecord | undefined> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', jobId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function jobsNewestFirst(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
): Promise<DocumentRecord[]> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
