import { propertyUniqueId } from '@ptax/contracts';

// The property ID as the server checks it (contracts' schema: length, characters, check character),
// so a mistyped ID is explained at once instead of asking the server for a property that cannot exist.

const schema = propertyUniqueId();

export type CheckedId = { id: string; error?: undefined } | { id?: undefined; error: string };

/** The ID as the register writes it (upper case, outer spaces dropped, as the server drops them), or the schema's first message. */
export function checkPropertyId(value: string): CheckedId {
  const result = schema.safeParse(value.trim());
  if (result.success) return { id: result.data };
  return { error: result.error.issues[0].message };
}
