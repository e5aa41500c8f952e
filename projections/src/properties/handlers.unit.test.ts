import type { RecordedEvent } from '@ptax/contracts';
import { physicalTables } from '../projection';
import { applyPropertyEvent, beforeAfter } from './handlers';
import { propertiesProjection } from './projection';

const tables = physicalTables(propertiesProjection, 2);
const recorded = (type: string, revision: number, data: object): RecordedEvent => ({
  id: `e${revision}`,
  type,
  version: 1,
  data: { propertyUniqueId: 'P', ...data },
  metadata: { userId: 'ctao@nagarnigam.demo', loginType: 'nagar_nigam' },
  stream: 'property-P',
  revision,
  position: 10 + revision,
  checkpoint: String(10 + revision),
  recordedAt: '2026-11-22T00:00:00.000Z',
});

describe('the property handlers', () => {
  it('replace floors before moving the row on, so the floors guard still sees the older revision', () => {
    const statements = applyPropertyEvent(
      recorded('FloorsReplaced', 3, { floors: [], replacedAt: '2026-11-22T05:00:00.000Z' }),
      tables,
    );
    expect(statements.map((s) => s.text.trim().split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'DELETE FROM property_floors_v2',
      'INSERT INTO property_floors_v2',
      'WITH upd AS',
      'INSERT INTO property_history_v2',
    ]);
    expect(statements[2].values.slice(0, 2)).toEqual(['P', 3]);
  });

  it('take the time from the event and the user from its metadata', () => {
    const [, history] = applyPropertyEvent(
      recorded('PropertyDeleted', 5, {
        reason: 'Duplicate',
        requestedBy: 'Ram',
        deletedAt: '2026-11-22T06:00:00.000Z',
      }),
      tables,
    );
    expect(history.values.slice(0, 6)).toEqual([
      'P',
      5,
      'PropertyDeleted',
      'deletion',
      '2026-11-22T06:00:00.000Z',
      'ctao@nagarnigam.demo',
    ]);
  });

  it('ignore events of other read models that share the stream', () => {
    expect(applyPropertyEvent(recorded('DemandRaised', 7, {}), tables)).toEqual([]);
  });

  it('describe an edit by the fields whose value changed', () => {
    expect(beforeAfter({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: 2 }, ['a', 'b', 'c'])).toEqual({
      b: { before: 'x', after: 'y' },
      c: { before: null, after: 2 },
    });
  });
});
