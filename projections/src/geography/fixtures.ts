// A geography history for tests: a city, zones, wards, mohallas, then renames, service changes and
// rate revisions appended later, so revisions of one stream land in separate appends.
import { randomUUID } from 'node:crypto';
import type { MohallaRates, NewEvent } from '@ptax/contracts';
import { cityStream, mohallaStream, wardStream, zoneStream } from '@ptax/contracts';

const metadata = { userId: 'test', command: 'test' };
const AT = '2026-04-01T10:00:00+05:30';

const event = (type: string, data: unknown): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  metadata,
  data,
});

export const ratesOf = (rccPaise: number): MohallaRates => {
  const group = (rcc: number) => ({
    rcc_rbc: rcc,
    other_pucca: Math.round(rcc * 0.8),
    kachha: Math.round(rcc * 0.5),
    vacant_land: Math.round(rcc * 0.3),
  });
  return {
    road_w_l_12: group(rccPaise),
    road_w_12_24: group(rccPaise + 50),
    road_w_m_24: group(rccPaise + 100),
  };
};

export interface Append {
  stream: string;
  events: NewEvent[];
}

/** zones x wardsPerZone x mohallasPerWard, with later edits; ids are z1, z1-w2, z1-w2-m3. */
export function geographyHistory(zones: number, wardsPerZone: number, mohallasPerWard: number): Append[] {
  const additions: Append[] = [
    {
      stream: cityStream('lucknow'),
      events: [
        event('CityAdded', {
          cityId: 'lucknow',
          name: 'Lucknow',
          corporationName: 'Nagar Nigam Lucknow',
          district: 'Lucknow',
          state: 'Uttar Pradesh',
          addedAt: AT,
        }),
      ],
    },
  ];
  const edits: Append[] = [];
  let wardNo = 0;
  for (let z = 1; z <= zones; z++) {
    const zoneId = `z${z}`;
    const name = z % 2 ? { name: `Zone ${z} - O'Neil "quoted"` } : {};
    additions.push({
      stream: zoneStream(zoneId),
      events: [event('ZoneAdded', { zoneId, cityId: 'lucknow', zoneNo: z, ...name, addedAt: AT })],
    });
    for (let w = 1; w <= wardsPerZone; w++) {
      const wardId = `${zoneId}-w${w}`;
      wardNo++;
      additions.push({
        stream: wardStream(wardId),
        events: [
          event('WardAdded', {
            wardId,
            cityId: 'lucknow',
            zoneId,
            wardNo,
            wardFullname: `Ward ${wardNo}`,
            addedAt: AT,
          }),
        ],
      });
      if (w % 2 === 0)
        edits.push({
          stream: wardStream(wardId),
          events: [
            event('WardRenamed', {
              wardId,
              existingName: `Ward ${wardNo}`,
              updatedName: `Ward ${wardNo} East`,
              renamedAt: AT,
            }),
          ],
        });
      for (let m = 1; m <= mohallasPerWard; m++) {
        const mohallaId = `${wardId}-m${m}`;
        const name = `Mohalla ${m} of ward ${wardNo}`;
        additions.push({
          stream: mohallaStream(mohallaId),
          events: [
            event('MohallaAdded', {
              mohallaId,
              name,
              zoneId,
              wardId,
              waterTaxAvailable: m % 3 !== 0,
              sewerTaxAvailable: m % 2 === 0,
              rates: ratesOf(100 + 10 * m),
              addedAt: AT,
            }),
          ],
        });
        if (m % 2 === 1) {
          // A schedule from a later year, then a correction of an earlier year: the row keeps the later.
          edits.push({
            stream: mohallaStream(mohallaId),
            events: [
              event('MohallaRatesRevised', {
                mohallaId,
                rates: ratesOf(300),
                effectiveFromFinancialYear: '2027-28',
                revisedAt: AT,
              }),
              event('MohallaRenamed', {
                mohallaId,
                mohallaOldName: name,
                mohallaNewName: `${name} (new)`,
                renamedAt: AT,
              }),
            ],
          });
          edits.push({
            stream: mohallaStream(mohallaId),
            events: [
              event('MohallaRatesRevised', {
                mohallaId,
                rates: ratesOf(200),
                effectiveFromFinancialYear: '2026-27',
                revisedAt: AT,
              }),
              event('MohallaServicesChanged', {
                mohallaId,
                waterTaxAvailable: false,
                sewerTaxAvailable: true,
                changedAt: AT,
              }),
            ],
          });
        }
      }
    }
  }
  return [...additions, ...edits];
}
