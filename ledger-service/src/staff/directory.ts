import type { UserKind } from '@ptax/contracts';
import { findOfficialByEmail, findOperatorByEmail, type Queryable, type StaffUser } from '@ptax/projections';

/** An official or operator as the staff read model knows them. */
export type StaffAccount = StaffUser;

export interface StaffDirectory {
  findByEmail(kind: UserKind, email: string): Promise<StaffAccount | null>;
}

export function createStaffDirectory(db: Queryable): StaffDirectory {
  return {
    findByEmail: (kind, email) =>
      kind === 'official' ? findOfficialByEmail(db, email) : findOperatorByEmail(db, email),
  };
}
