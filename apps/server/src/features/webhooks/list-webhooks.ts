import type { ListPage, PageQuery, Webhook } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { pageOf, positionAfter } from '../shared/keyset-page.ts';
import { webhookView } from '../shared/views.ts';
import { selectWebhooks } from './webhooks.repository.ts';

export async function listWebhooks(db: Db, userId: string, page: PageQuery): Promise<ListPage<Webhook>> {
  const rows = await selectWebhooks(db, userId, page.limit + 1, positionAfter(page.cursor));
  return pageOf(rows, page.limit, (r) => [r.created_at, r.id], webhookView);
}
