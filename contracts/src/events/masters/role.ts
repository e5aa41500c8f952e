import { z } from 'zod';
import { at, eventSchema, id } from '../common';

export const roleStream = (roleId: string) => `role-${roleId}`;

const roleTerms = { roleId: id(), name: z.string().min(1), privileges: z.array(z.string().min(1)).min(1) };

export const RoleAdded = eventSchema('RoleAdded', 1, { ...roleTerms, addedAt: at() });
export const RoleEdited = eventSchema('RoleEdited', 1, { ...roleTerms, editedAt: at() });
