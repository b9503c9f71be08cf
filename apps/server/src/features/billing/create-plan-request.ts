import { randomUUID } from 'node:crypto';
import type { PlanRequest } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { planRequestConfirmationMail, planRequestMail } from '../../mail/messages.ts';
import { languageOfEmail, languageOfUser } from '../../mail/recipient-language.ts';
import { insertPlanRequest } from './billing.repository.ts';

/**
 * No payment provider yet: the request is recorded, the admin is told by e-mail to follow up, and the
 * customer gets a confirmation, each in their own profile language.
 */
export async function createPlanRequest(
  deps: { db: Db; mailer: Mailer; adminEmail: string; publicUrl: string },
  user: { id: string; email: string; name: string },
  input: PlanRequest,
): Promise<PlanRequest & { createdAt: string }> {
  const createdAt = nowIso();
  await insertPlanRequest(deps.db, {
    id: randomUUID(),
    user_id: user.id,
    plan: input.plan,
    period: input.period,
    created_at: createdAt,
  });
  const [adminLanguage, userLanguage] = await Promise.all([
    languageOfEmail(deps.db, deps.adminEmail),
    languageOfUser(deps.db, user.id),
  ]);
  await deps.mailer.send(
    planRequestMail(deps.adminEmail, adminLanguage, user.email, input.plan, input.period),
  );
  await deps.mailer.send(
    planRequestConfirmationMail(
      user.email,
      userLanguage,
      user.name,
      input.plan,
      input.period,
      `${deps.publicUrl}/dashboard/billing`,
    ),
  );
  return { ...input, createdAt };
}
