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

  it('set only the changed columns of an edited official, only when the row is older than the event', () => {
    const event = recorded('OfficialUpdated', 'official-o1', 3, {
      officialId: 'o1',
      changes: { designation: 'Zonal Officer', accessibleZones: ['z1', 'z2'], maxValue: 900 },
      updatedAt: '2025-04-02T10:00:00.000Z',
    });
    const [statement] = applyStaffEvent(event, tables);
    expect(statement.text).toMatch(/^UPDATE officials_v3 SET revision = \$2, updated_at = \$3, /);
    expect(statement.text).toContain('designation = $4, accessible_zones = $5, max_value = $6');
    expect(statement.text).not.toContain('username');
    expect(statement.text).toContain('WHERE id = $1 AND revision < $2');
    expect(statement.values).toEqual([
      'o1',
      3,
      '2025-04-02T10:00:00.000Z',
      'Zonal Officer',
      ['z1', 'z2'],
      900,
    ]);
  });

  it('clear a mobile sent as empty text, and keep an email another active official holds', () => {
    const event = recorded('OfficialUpdated', 'official-o1', 4, {
      officialId: 'o1',
      changes: { mobile: '', email: 'New@Nigam.example' },
      updatedAt: '2025-04-02T10:00:00.000Z',
    });
    const [statement] = applyStaffEvent(event, tables);
    expect(statement.values).toEqual(['o1', 4, '2025-04-02T10:00:00.000Z', 'New@Nigam.example', null]);
    expect(statement.text).toContain('email = CASE WHEN EXISTS');
    expect(statement.text).toContain('other.deleted_at IS NULL');
  });

  it('mark a deleted official with the time of deletion, keeping the row', () => {
    const event = recorded('OfficialDeleted', 'official-o1', 5, {
      officialId: 'o1',
      deletedAt: '2025-04-03T10:00:00.000Z',
    });
    expect(applyStaffEvent(event, tables)).toEqual([
      {
        text: expect.stringMatching(
          /^UPDATE officials_v3 SET deleted_at = \$3, revision = \$2 WHERE id = \$1 AND revision < \$2$/,
        ),
        values: ['o1', 5, '2025-04-03T10:00:00.000Z'],
      },
    ]);
  });

  it('are pure: the same event gives the same statements', () => {
    expect(applyStaffEvent(registered, tables)).toEqual(applyStaffEvent(registered, tables));
  });
});
