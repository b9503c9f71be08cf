import type { Lead } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { leadView } from '../shared/views.ts';
import { leadsNewestFirst } from './leads.repository.ts';

export async function listLeads(db: Db): Promise<Lead[]> {
  return (await leadsNewestFirst(db)).map(leadView);
}
