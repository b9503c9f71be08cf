import type { ApiKey, ListPage, PageQuery } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { pageOf, positionAfter } from '../shared/keyset-page.ts';
import { apiKeyView } from '../shared/views.ts';
import { keysOf } from './api-keys.repository.ts';

export async function listApiKeys(db: Db, userId: string, page: PageQuery): Promise<ListPage<ApiKey>> {
  const rows = await keysOf(db, userId, page.limit + 1, positionAfter(page.cursor));
  return pageOf(rows, page.limit, (r) => [r.created_at, r.id], apiKeyView);
}
