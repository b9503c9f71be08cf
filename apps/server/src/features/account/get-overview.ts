import type { Overview } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { countKeys } from '../api-keys/api-key-records.ts';
import { countOwnDocuments } from '../documents/document-records.ts';
import { countWebhooks } from '../webhooks/webhook-records.ts';

export async function getOverview(db: Db, userId: string, now = new Date()): Promise<Overview> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const [documentsThisMonth, processingNow, apiKeys, webhooks] = await Promise.all([
    countOwnDocuments(db, userId, { since: monthStart }),
    countOwnDocuments(db, userId, { status: 'processing' }),
    countKeys(db, userId),
    countWebhooks(db, userId),
  ]);
  return { documentsThisMonth, processingNow, apiKeys, webhooks };
}
