import { randomUUID } from 'node:crypto';
import { type LeadSubmission, toLeadRecord } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { insertLead } from './leads.repository.ts';

/** Folds the submission into one lead row (the early-access form as the seeds describe). */
export async function createLead(db: Db, submission: LeadSubmission): Promise<void> {
  const record = toLeadRecord(submission);
  await insertLead(db, { id: randomUUID(), ...record, created_at: nowIso() });
}
