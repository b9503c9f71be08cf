import { type LeadSubmission, leadReceivedSchema } from '@docread/contracts';
import { api } from '../../lib/api.ts';

/** `POST /api/leads`; the server validates the same schema again and stores the lead. */
export function submitLead(body: LeadSubmission): Promise<unknown> {
  return api('/api/leads', leadReceivedSchema, { method: 'POST', json: body });
}
