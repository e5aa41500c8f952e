import type { RecordedEvent } from '@ptax/contracts';
import { physicalTables } from '../projection';
import { applyStaffEvent } from './handlers';
import { staffProjection } from './projection';

const tables = physicalTables(staffProjection, 3);

function recorded(type: string, stream: string, revision: number, data: unknown): RecordedEvent {
  return {
    id: `e-${stream}-${revision}`,
    type,
    version: 1,
    data,
    metadata: {},
    stream,
    revision,
    position: 42,
    checkpoint: '42',
    recordedAt: '2025-04-01T10:00:00.000Z',
  };
}

const registered = recorded('OfficialRegistered', 'official-o1', 0, {
  officialId: 'o1',
  username: 'Asha',
  email: 'Asha@Nigam.example',
  loginType: 'nagar_nigam',
  accessId: 'a1',
  accessName: 'ri',
  accessType: 'staff',
  isSuperAdmin: false,
  cityId: 'c1',
  accessibleZones: ['z1'],
  accessibleWards: [],
  minValue: 0,
  maxValue: 500,
});

describe('the staff handlers', () => {
  it('insert a registered official into the table of the version being built, only if missing', () => {
    const [statement] = applyStaffEvent(registered, tables);
    expect(statement.text).toContain('INSERT INTO officials_v3');
    expect(statement.text).toContain('lower($3)');
    expect(statement.text).toContain('ON CONFLICT DO NOTHING');
    expect(statement.values).toEqual([
      'o1',
      'Asha',
      'Asha@Nigam.example',
      null,
      null,
      'nagar_nigam',
      'a1',
      'ri',
      'staff',
      false,
      'c1',
      ['z1'],
      [],
      0,
      500,
      0,
    ]);
  });

  it('record a password change on the row of its stream, only when the row is older than the event', () => {
    const event = recorded('StaffPasswordChanged', 'operator-p7', 2, {
      email: 'x@y.example',
      kind: 'operator',
      how: 'reset',
      byEmail: 'admin@y.example',
    });
    const [statement] = applyStaffEvent(event, tables);
    expect(statement.text).toContain('UPDATE operators_v3');
    expect(statement.text).toContain('revision < $3');
    expect(statement.values).toEqual(['p7', '2025-04-01T10:00:00.000Z', 2]);
  });

  it("ignore a password change outside the user's own stream and events they do not know", () => {
    const elsewhere = recorded('StaffPasswordChanged', 'official-o1', 1, {
      email: 'a@b.c',
      kind: 'operator',
    });
    expect(applyStaffEvent(elsewhere, tables)).toEqual([]);
    expect(applyStaffEvent(recorded('WardCreated', 'ward-1', 0, {}), tables)).toEqual([]);
  });

  it('are pure: the same event gives the same statements', () => {
    expect(applyStaffEvent(registered, tables)).toEqual(applyStaffEvent(registered, tables));
  });
});
