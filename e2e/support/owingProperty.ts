// A demo property that still owes money, found as a citizen finds one: the public search, here by a
// misspelt owner name, which the search forgives.
import { portalApi } from './portalApi';

export interface OwingProperty {
  propertyId: string;
  ownerName: string;
  /** The owner name with a typo a citizen might make. */
  misspelt: string;
  netPayableOnlinePaise: number;
}

interface Row {
  propertyUniqueId: string;
  ownerName: string;
}

/** The search page's page size: the property must be on the first page of results. */
const RESULTS_PER_PAGE = 10;
const MIN_LETTERS = 6;

/** Swaps the two middle letters of the name's longest word, or drops one of them when they are alike. */
export function misspell(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((best, word, index) => (word.length > words[best].length ? index : best), 0);
  const word = words[longest];
  const at = Math.max(1, Math.floor(word.length / 2) - 1);
  const [a, b] = [word[at], word[at + 1]];
  words[longest] =
    a.toLowerCase() === b.toLowerCase()
      ? word.slice(0, at) + word.slice(at + 1)
      : word.slice(0, at) + b + a + word.slice(at + 2);
  return words.join(' ');
}

const search = async (body: Record<string, unknown>) =>
  (await portalApi<Row[]>('/properties/search', { method: 'POST', body })).body.data ?? [];

const netPayableOnline = async (propertyId: string) =>
  (
    await portalApi<{ totals: { netPayableOnlinePaise: number } }>(
      `/taxDemands/demandBillDetails?propertyId=${encodeURIComponent(propertyId)}`,
    )
  ).body.data.totals.netPayableOnlinePaise;

const foundBy = async (misspelt: string, propertyId: string) =>
  (await search({ ownerName: misspelt, limit: RESULTS_PER_PAGE })).some(
    (row) => row.propertyUniqueId === propertyId,
  );

/**
 * The first property owned by someone of the surname that owes money online and whose misspelt owner
 * name finds it on the first page of results. A paid property owes nothing: each run takes the next.
 */
export async function owingPropertyFoundByMisspelling(surname = 'Sharma'): Promise<OwingProperty> {
  for (let page = 1; page <= 10; page += 1) {
    const rows = await search({ ownerName: surname, page, limit: 20 });
    if (rows.length === 0) break;
    for (const { propertyUniqueId: propertyId, ownerName } of rows) {
      if (ownerName.replace(/[^A-Za-z]/g, '').length < MIN_LETTERS) continue;
      const netPayableOnlinePaise = await netPayableOnline(propertyId);
      const misspelt = misspell(ownerName);
      if (netPayableOnlinePaise > 0 && (await foundBy(misspelt, propertyId)))
        return { propertyId, ownerName, misspelt, netPayableOnlinePaise };
    }
  }
  throw new Error(`no property of a '${surname}' owes money and is found by a misspelt owner name`);
}
