import { ACCESS_NAMES } from '@ptax/contracts';
import { useSessionUser } from '../layout/SessionUser';

const EDITORS: readonly string[] = [ACCESS_NAMES.admin, ACCESS_NAMES.ctao];

/** Whether the signed-in official may add and edit masters (the server refuses the others). */
export function useMasterEditor(): boolean {
  const { user } = useSessionUser();
  return user !== undefined && EDITORS.includes(user.accessName);
}
