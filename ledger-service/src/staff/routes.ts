import type { Request, Response } from 'express';
import {
  LOGIN_TYPES,
  changePasswordRequestSchema,
  loginSchema,
  resetPasswordRequestSchema,
  userKindOf,
  type UserKind,
} from '@ptax/contracts';
import { currentUser } from '../http/auth';
import { badRequest, forbidden, notFound } from '../http/errors';
import { specRouter } from '../http/apiRouter';
import { parseWith } from '../http/validate';
import { requireAdministrator, signedInAccount } from './access';
import type { StaffAccounts } from './accounts';
import type { StaffAccount, StaffDirectory } from './directory';

const PATHS: Record<UserKind, 'officials' | 'operators'> = { official: 'officials', operator: 'operators' };

const toUserDetails = ({ username, email, accessName, isSuperAdmin }: StaffAccount) => ({
  username,
  email,
  accessName,
  isSuperAdmin,
});

/** officials/* and operators/*: sign-in, the user lookup of the signed-in shell, passwords. */
export function staffRoutes(accounts: StaffAccounts, directory: StaffDirectory) {
  const { router, register } = specRouter(__filename);

  for (const kind of ['official', 'operator'] as const) {
    const base = PATHS[kind];

    register('POST', `${base}/login`, async (req: Request, res: Response) => {
      const { email, password } = parseWith(loginSchema, req.body);
      const token = await accounts.login(kind, email, password, req.ip ?? 'unknown');
      res.json({ data: { token } });
    });

    register('GET', base, async (req: Request, res: Response) => {
      const email = typeof req.query.email === 'string' ? req.query.email.trim() : '';
      if (!email) throw badRequest('email is required', { email: 'email is required' });
      const requester = await signedInAccount(directory, req);
      const self = requester.kind === kind && requester.email === email.toLowerCase();
      if (!self && requester.loginType !== LOGIN_TYPES.nagarNigam) throw forbidden();
      const account = await directory.findByEmail(kind, email);
      if (!account) throw notFound('Employee not found');
      res.json({ data: toUserDetails(account) });
    });

    register('POST', `${base}/changePassword`, async (req: Request, res: Response) => {
      const body = parseWith(changePasswordRequestSchema, req.body);
      const user = currentUser(req);
      if (userKindOf(user.loginType) !== kind) throw forbidden();
      await accounts.changePassword(kind, user, body.email, body.oldPassword, body.newPassword);
      res.json({ data: true, message: 'Password changed successfully, please login' });
    });

    register('POST', `${base}/resetPassword`, async (req: Request, res: Response) => {
      // Who asks comes first: a refused caller learns nothing of the form (accessMatrix.e2e.test.ts).
      const admin = await requireAdministrator(directory, req, 'Only an administrator can reset passwords');
      const body = parseWith(resetPasswordRequestSchema, req.body);
      await accounts.resetPassword(kind, admin, body.email, body.newPassword);
      res.json({ data: true, message: 'Password reset successfully' });
    });
  }
  return router;
}
