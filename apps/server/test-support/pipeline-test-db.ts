import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Insertable } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import type { DocumentRecord, DocumentsTable } from '../src/db/schema.ts';

export interface PipelineTestDb {
  /** A temporary folder holding the database; tests may keep their files beside it. */
  dir: string;
  db: Db;
  /** An approved user who owns the test's documents. */
  userId: string;
  close: () => Promise<void>;
}

/** A migrated SQLite database in a temporary folder with one approved user, for the pipeline's unit tests. */
export async function openPipelineTestDb(label: string): Promise<PipelineTestDb> {
  const dir = await mkdtemp(path.join(tmpdir(), `docread-${label}-`));
  const db = createDatabase({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') });
  await migrateToLatest(db);
  const userId = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('user')
    .values({
      id: userId,
      name: label,
      email: `${userId}@example.com`,
      emailVerified: true,
      image: null,
      createdAt: now,
      updatedAt: now,
      role: 'user',
      banned: false,
      banReason: null,
      banExpires: null,
      twoFactorEnabled: false,
      approved: true,
    })
    .execute();
  return {
    dir,
    db,
    userId,
    close: async () => {
      await db.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A `documents` row of the test user with plausible defaults; `row` overrides any column. */
export async function insertTestDocument(
  db: Db,
  userId: string,
  row: Partial<Insertable<DocumentsTable>> = {},
): Promise<DocumentRecord> {
  const id = row.id ?? randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('documents')
    .values({
      id,
      user_id: userId,
      document_name: 'doc',
      document_type: 'invoice',
      filename: 'doc.png',
      file_path: `${userId}/${id}.png`,
      file_size: 3,
      file_type: 'image/png',
      status: 'pending',
      source: 'portal',
      result: null,
      error: null,
      attempts: 0,
      pages: null,
      created_at: now,
      updated_at: now,
      started_at: null,
      completed_at: null,
      ...row,
    })
    .execute();
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
