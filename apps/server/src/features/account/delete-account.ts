import type { Db } from '../../db/database.ts';
import { fieldError, invalid } from '../../shared/domain-errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { deleteUser } from './account.repository.ts';

/**
 * Removes the user and everything they own. A paid subscription is cancelled at the payment provider first
 * (`cancelSubscription`, when one is configured). Rows go by foreign-key cascade from `user` (documents, keys,
 * webhooks and their deliveries, profile, sessions, accounts, two-factor, plan requests); files go by folder.
 */
export async function deleteAccount(
  deps: { db: Db; storage: FileStorage; cancelSubscription?: (userId: string) => Promise<void> },
  user: { id: string; email: string; role?: string | null },
  confirmEmail: string,
): Promise<void> {
  if (confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
    throw invalid([fieldError('email', 'validation.emailMismatch')]);
  }
  await deps.cancelSubscription?.(user.id);
  await deleteUser(deps.db, user.id);
  await deps.storage.removeUserFiles(user.id);
}
