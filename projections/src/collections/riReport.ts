// Collections per revenue inspector: an RI (access name 'ri') is answerable for the properties of the
// wards in their accessible wards, so each RI's row sums those wards. A ward two RIs hold counts for
// both; wards no RI holds are summed in a last row without an RI, so nothing collected goes unseen.
import { ACCESS_NAMES } from '@ptax/contracts';
import type { ReadScope } from '../properties/filters';
import { listOfficials } from '../staff/lists';
import type { Queryable } from '../staff/queries';
import { addFigures, collectionFigures, noCollection, type CollectionFigures } from './figures';
import type { CollectionFilters } from './filters';

export interface RiCollection extends CollectionFigures {
  /** The official's id; null on the row of wards no RI holds. */
  riId: string | null;
  username: string | null;
  email: string | null;
  wardIds: string[];
}

export async function collectionsByRi(
  db: Queryable,
  filters: CollectionFilters,
  scope: ReadScope,
): Promise<RiCollection[]> {
  const [officials, byWard] = await Promise.all([
    listOfficials(db, {
      page: 1,
      accessName: ACCESS_NAMES.revenueInspector,
      scope,
      sort: 'username',
      order: 'ASC',
    }),
    collectionFigures(db, filters, scope, 'ward'),
  ]);
  const held = new Set<string>();
  const rows: RiCollection[] = officials.rows.map((ri) => {
    ri.accessibleWards.forEach((ward) => held.add(ward));
    const figures = ri.accessibleWards.reduce(
      (sum, ward) => (byWard.has(ward) ? addFigures(sum, byWard.get(ward)!) : sum),
      noCollection(),
    );
    return { riId: ri.id, username: ri.username, email: ri.email, wardIds: ri.accessibleWards, ...figures };
  });
  const unheld = [...byWard.keys()].filter((ward) => !held.has(ward)).sort();
  if (unheld.length) {
    const figures = unheld.reduce((sum, ward) => addFigures(sum, byWard.get(ward)!), noCollection());
    rows.push({ riId: null, username: null, email: null, wardIds: unheld, ...figures });
  }
  return rows;
}
