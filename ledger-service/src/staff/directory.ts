import type { UserDetails, UserKind } from '@ptax/contracts';

/** An official or operator as the read model knows them. */
export interface StaffAccount extends UserDetails {
  id: string;
  kind: UserKind;
  loginType: string;
  accessType: string;
}

export interface StaffDirectory {
  findByEmail(kind: UserKind, email: string): Promise<StaffAccount | null>;
}
