/** A property of the demo city, found as a citizen finds one: the public search by an owner's surname. */
export async function demoPropertyId(baseUrl: string, ownerName = 'Sharma'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/properties/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ownerName, limit: 1 }),
  });
  const body = (await response.json()) as { data?: { propertyUniqueId: string }[]; message?: string };
  const id = body.data?.[0]?.propertyUniqueId;
  if (!response.ok || !id)
    throw new Error(`no demo property owned by '${ownerName}': ${response.status} ${body.message ?? ''}`);
  return id;
}
