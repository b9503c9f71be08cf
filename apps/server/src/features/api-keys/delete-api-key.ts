import type { Db } from '../../db/database.ts';
import { notFound } from '../../shared/domain-errors.ts';
import { deleteKey } from './api-keys.repository.ts';

export async function deleteApiKey(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteKey(db, userId, id))) throw notFound('API key not found');
}
