/**
 * The account's rows (`user`, `profiles`) as other features read and change them: they call these rather than
 * query the account's tables (ARCHITECTURE.md, "Tables").
 */
export {
  findAccount,
  findAccountOfCustomer,
  findAccountRef,
  findAuditedUserFields,
  findPaymentAccount,
  findUserIdByEmail,
  findUserStanding,
  insertProfile,
  selectAdmins,
  selectPlanSettings,
  selectUser,
  selectUsers,
  setPaidPlan,
  updateAccountSettings,
  updateUser,
} from './account.repository.ts';
