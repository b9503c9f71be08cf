import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { approvalWaitingMail } from '../../mail/messages.ts';
import { languageOfUser } from '../../mail/recipient-language.ts';
import { selectAdmins } from '../account/account-records.ts';

/**
 * Once a new account has confirmed its address and is not yet approved, every administrator (the owner
 * account and each admin) gets a mail in their own language with a link to the users page.
 */
export async function notifyApprovalWaiting(
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl' | 'admin'> },
  user: { id: string; email: string; approved?: unknown },
): Promise<void> {
  if (toBool(user.approved as boolean | number | null | undefined)) return;
  const admins = await selectAdmins(deps.db, deps.config.admin.email);
  const usersUrl = `${deps.config.publicUrl}/dashboard/admin/users`;
  for (const admin of admins)
    await deps.mailer.send(
      approvalWaitingMail(admin.email, await languageOfUser(deps.db, admin.id), user.email, usersUrl),
    );
}
