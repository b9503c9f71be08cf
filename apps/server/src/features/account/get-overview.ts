import type { Overview } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { countOverview } from './account.repository.ts';

export async function getOverview(db: Db, userId: string, now = new Date()): Promise<Overview> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  return countOverview(db, userId, monthStart);
}
