import { DomainError } from '../../shared/domain-errors.ts';

export interface AccountRef {
  id: string;
  email: string;
  role: string | null;
}

/**
 * Who may act on an administrator. The owner is the account of ADMIN_EMAIL, made on first start: the one
 * admin no other admin can demote, reset, ban or remove, and the only one who may do that to other admins
 * or make new ones. Without this, any admin could take over every other admin account.
 */
export function isOwner(account: { email: string }, ownerEmail: string): boolean {
  return account.email.toLowerCase() === ownerEmail.toLowerCase();
}

function isAdmin(account: AccountRef, ownerEmail: string): boolean {
  return account.role === 'admin' || isOwner(account, ownerEmail);
}

/** Changing, resetting, banning or removing `target`. */
export function assertMayManage(actor: { email: string }, target: AccountRef, ownerEmail: string): void {
  if (isAdmin(target, ownerEmail) && !isOwner(actor, ownerEmail)) {
    throw new DomainError('forbidden', 'Only the owner account may change another administrator.');
  }
}

/** Making someone an admin creates a peer with the same powers: the owner's decision. */
export function assertMayGrantRole(actor: { email: string }, role: string, ownerEmail: string): void {
  if (role === 'admin' && !isOwner(actor, ownerEmail)) {
    throw new DomainError('forbidden', 'Only the owner account may make someone an administrator.');
  }
}

/** Signing in as an administrator would act with their powers and under their name: nobody may. */
export function assertMayImpersonate(target: AccountRef, ownerEmail: string): void {
  if (isAdmin(target, ownerEmail)) {
    throw new DomainError('forbidden', 'Administrators cannot be impersonated.');
  }
}
