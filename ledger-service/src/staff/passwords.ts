import bcrypt from 'bcryptjs';

// bcrypt with a configurable cost: slow enough to resist offline guessing, fast enough for a counter.
const DEFAULT_COST = 11;

export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  const cost = Number(env.PASSWORD_HASH_COST ?? DEFAULT_COST);
  return Number.isInteger(cost) && cost >= 4 && cost <= 15 ? cost : DEFAULT_COST;
}

export const hashPassword = (password: string, cost: number) => bcrypt.hash(password, cost);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
