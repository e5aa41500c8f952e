import type { RecordedEvent } from '@ptax/contracts';
import { physicalTables } from '../projection';
import { ratesOf } from './fixtures';
import { applyGeographyEvent } from './handlers';
import { geographyProjection } from './projection';

const tables = physicalTables(geographyProjection, 2);

function recorded(type: string, stream: string, revision: number, data: unknown): RecordedEvent {
  return {
    id: `e-${stream}-${revision}`,
    type,
    version: 1,
    data,
    metadata: {},
    stream,
    revision,
    position: 7,
    checkpoint: '7',
    recordedAt: '2026-04-01T10:00:00.000Z',
  };
}

describe('the geography handlers', () => {
  it("insert a zone only if missing, named 'Zone {number}' when its event has no name", () => {
    const [statement] = applyGeographyEvent(
      recorded('ZoneAdded', 'zone-z1', 0, { zoneId: 'z1', cityId: 'lucknow', zoneNo: 4, addedAt: 'x' }),
      tables,
    );
    expect(statement.text).toContain('INSERT INTO zones_v2');
    expect(statement.text).toContain('ON CONFLICT (id) DO NOTHING');
    expect(statement.values).toEqual(['z1', 'lucknow', 4, 'Zone 4', 0]);
  });

  it('add a mohalla with its rates as the first schedule', () => {
    const rates = ratesOf(150);
    const statements = applyGeographyEvent(
      recorded('MohallaAdded', 'mohalla-m1', 0, {
        mohallaId: 'm1',
        name: 'Nazirabad',
        zoneId: 'z1',
        wardId: 'w1',
        waterTaxAvailable: true,
        sewerTaxAvailable: false,
        rates,
        addedAt: 'x',
      }),
      tables,
    );
    expect(statements.map((s) => s.text.split('(')[0].trim())).toEqual([
      'INSERT INTO mohallas_v2',
      'INSERT INTO mohalla_rates_v2',
    ]);
    expect(statements[0].values).toEqual(['m1', 'Nazirabad', 'z1', 'w1', true, false, rates, 0]);
    expect(statements[1].values).toEqual(['m1', 0, 0, null, rates]);
  });

  it('record a revision as a schedule from its year and update the row only when older than the event', () => {
    const statements = applyGeographyEvent(
      recorded('MohallaRatesRevised', 'mohalla-m1', 3, {
        mohallaId: 'm1',
        rates: ratesOf(200),
        effectiveFromFinancialYear: '2027-28',
        revisedAt: 'x',
      }),
      tables,
    );
    expect(statements[0].values).toEqual(['m1', 3, 2027, '2027-28', ratesOf(200)]);
    expect(statements[1].text).toContain('UPDATE mohallas_v2');
    expect(statements[1].text).toContain('FROM mohalla_rates_v2');
    expect(statements[1].text).toContain('revision < $2');
  });

  it('rename a ward only when the row is older than the event', () => {
    const [statement] = applyGeographyEvent(
      recorded('WardRenamed', 'ward-w1', 1, {
        wardId: 'w1',
        existingName: 'A',
        updatedName: 'B',
        renamedAt: 'x',
      }),
      tables,
    );
    expect(statement.text).toContain('UPDATE wards_v2');
    expect(statement.text).toContain('revision < $3');
    expect(statement.values).toEqual(['w1', 'B', 1]);
  });

  it('ignore events of other domains', () => {
    expect(applyGeographyEvent(recorded('OfficialRegistered', 'official-1', 0, {}), tables)).toEqual([]);
    expect(applyGeographyEvent(recorded('toString', 'x-1', 0, {}), tables)).toEqual([]);
  });
});
