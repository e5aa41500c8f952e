import type { Request } from 'express';
import { ACCESS_NAMES, LOGIN_TYPES, userKindOf } from '@ptax/contracts';
import { currentUser } from '../http/auth';
import { forbidden } from '../http/errors';
import type { StaffAccount, StaffDirectory } from './directory';

/** The signed-in user's account as the read model knows it now (a deleted account is refused). */
export async function signedInAccount(directory: StaffDirectory, req: Request): Promise<StaffAccount> {
  const user = currentUser(req);
  const account = await directory.findByEmail(userKindOf(user.loginType), user.email);
  if (!account) throw forbidden('Your account no longer exists');
  return account;
}

// nagar_nigam administrators manage other users; everyone else only sees and changes themselves.
export const isAdministrator = (account: StaffAccount) =>
  account.loginType === LOGIN_TYPES.nagarNigam &&
  (account.accessName === ACCESS_NAMES.admin || account.isSuperAdmin);

/** The signed-in administrator (access name admin, or a super admin); 403 for anyone else. */
export async function requireAdministrator(directory: StaffDirectory, req: Request, message: string) {
  const account = await signedInAccount(directory, req);
  if (!isAdministrator(account)) throw forbidden(message);
  return account;
}

/** The signed-in nagar_nigam super admin; 403 for anyone else. */
export async function requireSuperAdmin(directory: StaffDirectory, req: Request, message: string) {
  const account = await signedInAccount(directory, req);
  if (account.loginType !== LOGIN_TYPES.nagarNigam || !account.isSuperAdmin) throw forbidden(message);
  return account;
}

// Owners' full mobile numbers and emails go to the roles that contact owners (docs/DECISIONS.md): the
// administrators, the CTAO who runs assessment, and the revenue inspectors who serve notices and
// collect arrears; every other role gets them masked in exports.
const OWNER_CONTACT_ROLES: readonly string[] = [
  ACCESS_NAMES.admin,
  ACCESS_NAMES.ctao,
  ACCESS_NAMES.revenueInspector,
];

/** True when the signed-in official may see owners' full mobile numbers and emails. */
export async function seesOwnerContacts(directory: StaffDirectory, req: Request): Promise<boolean> {
  const account = await signedInAccount(directory, req);
  return (
    account.loginType === LOGIN_TYPES.nagarNigam &&
    (account.isSuperAdmin || OWNER_CONTACT_ROLES.includes(account.accessName))
  );
}

/** Event metadata of a signed-in request (CONVENTIONS.md): who, with which login type. */
export function requestMetadata(req: Request) {
  const user = currentUser(req);
  return { userId: user.email, loginType: user.loginType };
}
