import type { Overview } from '@docread/contracts';
import type { Db } from '../../db/database.ts';

export async function getOverview(db: Db, userId: string, now = new Date()): Promise<Overview> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const count = (table: 'documents' | 'api_keys' | 'webhooks') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId);
  const documents = () => count('documents').where('deleted_at', 'is', null);
  const [month, processing, keys, hooks] = await Promise.all([
    documents().where('created_at', '>=', monthStart).executeTakeFirstOrThrow(),
    documents().where('status', '=', 'processing').executeTakeFirstOrThrow(),
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
