// Where two JSON values differ, as dotted paths: the auditor's comparison of a replayed ledger with
// the read model's copy (jsonb keeps neither key order nor undefined, so neither counts here).

export interface Difference {
  path: string;
  replayed: unknown;
  readModel: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** Up to `max` differences, the first found first (a ledger far off would otherwise list thousands). */
export function jsonDifferences(replayed: unknown, readModel: unknown, max = 50): Difference[] {
  const found: Difference[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (found.length >= max) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) walk(a[i], b[i], join(path, i));
      return;
    }
    if (isObject(a) && isObject(b)) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of keys)
        if (a[key] !== undefined || b[key] !== undefined) walk(a[key], b[key], join(path, key));
      return;
    }
    if (a !== b) found.push({ path, replayed: a ?? null, readModel: b ?? null });
  };
  walk(replayed, readModel, '');
  return found;
}
