import { randomUUID } from 'node:crypto';
import type { PlanRequest } from '@docread/contracts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/values.ts';
import type { Mailer } from '../mail/mailer.ts';
import { planRequestMail } from '../mail/messages.ts';

/** No payment provider yet: the request is recorded and the admin is told by e-mail to follow up. */
export async function createPlanRequest(
  deps: { db: Db; mailer: Mailer; adminEmail: string },
  user: { id: string; email: string },
  input: PlanRequest,
): Promise<PlanRequest & { createdAt: string }> {
  const createdAt = nowIso();
  await deps.db
    .insertInto('plan_requests')
    .values({
      id: randomUUID(),
      user_id: user.id,
      plan: input.plan,
      period: input.period,
      created_at: createdAt,
    })
    .execute();
  await deps.mailer.send(planRequestMail(deps.adminEmail, user.email, input.plan, input.period));
  return { ...input, createdAt };
}
