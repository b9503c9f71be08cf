import type { Lead, ListPage, PageQuery } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { pageOf, positionAfter } from '../shared/keyset-page.ts';
import { leadView } from '../shared/views.ts';
import { leadsNewestFirst } from './leads.repository.ts';

export async function listLeads(db: Db, page: PageQuery): Promise<ListPage<Lead>> {
  const rows = await leadsNewestFirst(db, page.limit + 1, positionAfter(page.cursor));
  return pageOf(rows, page.limit, (r) => [r.created_at, r.id], leadView);
}
