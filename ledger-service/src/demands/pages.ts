// The pages of a demand run: the active properties of a place by property ID (keyset, the next page
// read while this one is appended), or the listed ones, an unknown ID standing as an absent property.
import {
  demandCandidates,
  demandCandidatesOf,
  type DemandCandidate,
  type LedgerPlace,
  type Queryable,
} from '@ptax/projections';
import type { AccessScope } from '../http/scope';

/** Which properties: the active ones of a place, or a list (an upload, the worker). */
export type DemandTarget = { place: LedgerPlace } | { propertyUniqueIds: string[]; scope?: AccessScope };

export async function* pagesOf(pool: Queryable, financialYear: string, target: DemandTarget, size: number) {
  if ('place' in target) {
    let page = await demandCandidates(pool, financialYear, target.place, { after: '', limit: size });
    while (page.length > 0) {
      const last = page[page.length - 1].propertyUniqueId;
      // The next page is read while this one is appended.
      const next =
        page.length < size
          ? Promise.resolve([])
          : demandCandidates(pool, financialYear, target.place, { after: last, limit: size });
      // Should the caller stop on this page, the read ahead must not end as an unhandled rejection.
      next.catch(() => undefined);
      yield page;
      page = await next;
    }
    return;
  }
  const ids = [...new Set(target.propertyUniqueIds)];
  for (let start = 0; start < ids.length; start += size) {
    const wanted = ids.slice(start, start + size);
    const found = await demandCandidatesOf(pool, financialYear, wanted);
    const known = new Set(found.map((c) => c.propertyUniqueId));
    const missing = wanted.filter((id) => !known.has(id)).map(absent);
    yield [...found, ...missing];
  }
}

const absent = (propertyUniqueId: string): DemandCandidate => ({
  propertyUniqueId,
  revision: -1,
  status: 'absent',
  zoneId: null,
  wardId: null,
  assessment: null,
  demandId: null,
  state: null,
});
