import { z } from 'zod';
import { ALWAYS, TRAILING_SPACES_MESSAGE, fieldOf, hasNoOuterSpaces } from './common';

// SPEC sections 3 and 5: a role is a name and a list of privileges.

export const ROLE_MESSAGES = {
  nameRequired: 'Role name is required',
  privilegeRequired: 'At least one privilege is required',
  privilegeEmpty: 'Privilege can not be empty',
} as const;

export const roleSchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  privileges: z.array(z.string()),
});
export type Role = z.infer<typeof roleSchema>;

const isFilled = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/**
 * The Roles Master dialog. The privilege message is shown on the name field and replaces the name
 * message when both fail, so the name path only ever carries one issue.
 */
export const roleMasterSchema = z
  .object({
    name: z.preprocess((v) => v ?? '', z.string({ error: 'Must be text' })),
    privileges: z.preprocess(
      (v) => v ?? [],
      z.array(z.string({ error: 'Must be text' }), { error: 'Must be a list' }),
    ),
  })
  .superRefine((value, ctx) => {
    const privileges = fieldOf(value, 'privileges');
    const list = Array.isArray(privileges) ? privileges : [];
    list.forEach((privilege, index) => {
      if (!isFilled(privilege))
        ctx.addIssue({ code: 'custom', path: ['privileges', index], message: ROLE_MESSAGES.privilegeEmpty });
      else if (!hasNoOuterSpaces(privilege))
        ctx.addIssue({ code: 'custom', path: ['privileges', index], message: TRAILING_SPACES_MESSAGE });
    });
    const name = fieldOf(value, 'name');
    const nameMessage = !list.some(isFilled)
      ? ROLE_MESSAGES.privilegeRequired
      : !isFilled(name)
        ? ROLE_MESSAGES.nameRequired
        : !hasNoOuterSpaces(name)
          ? TRAILING_SPACES_MESSAGE
          : undefined;
    if (nameMessage) ctx.addIssue({ code: 'custom', path: ['name'], message: nameMessage });
  }, ALWAYS);
export type RoleMasterInput = z.infer<typeof roleMasterSchema>;
