// Reading the mutation calls' requests: the id in the path (SPEC: 'Mutation Id is required'), the
// list filters, the approving official, and a paper's language.
import type { Request } from 'express';
import {
  MUTATION_ID_REQUIRED,
  MUTATION_MESSAGES,
  mutationListFiltersSchema,
  type MutationApproveInput,
} from '@ptax/contracts';
import type { MutationFilters } from '@ptax/projections';
import type { Language } from '../documents';
import { currentUser } from '../http/auth';
import { badRequest } from '../http/errors';
import { parseWith } from '../http/validate';
import { fieldsOf } from '../properties/requests';

export function mutationIdOf(raw: unknown): string {
  const id = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  if (!id) throw badRequest(MUTATION_ID_REQUIRED, { id: MUTATION_ID_REQUIRED });
  return id;
}

export function mutationFiltersOf(req: Request): MutationFilters {
  const parsed = parseWith(mutationListFiltersSchema, fieldsOf(req));
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as MutationFilters;
}

/** The approval's userId names the signed-in official: an approval is never recorded in another's name. */
export function assertOwnUserId(req: Request, input: MutationApproveInput): void {
  if (input.userId.toLowerCase() !== currentUser(req).email.toLowerCase())
    throw badRequest(MUTATION_MESSAGES.userIdNotYours, { userId: MUTATION_MESSAGES.userIdNotYours });
}

const LANGUAGE_MESSAGE = "Language must be 'en' or 'hi'";

export function languageOf(req: Request): Language {
  const lang = typeof req.query.lang === 'string' ? req.query.lang.trim() || 'en' : 'en';
  if (lang !== 'en' && lang !== 'hi') throw badRequest(LANGUAGE_MESSAGE, { lang: LANGUAGE_MESSAGE });
  return lang;
}
