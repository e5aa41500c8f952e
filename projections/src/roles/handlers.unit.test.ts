import type { RecordedEvent } from '@ptax/contracts';
import { physicalTables } from '../projection';
import { applyRoleEvent } from './handlers';
import { rolesProjection } from './projection';

const tables = physicalTables(rolesProjection, 2);

function recorded(type: string, revision: number, data: unknown): RecordedEvent {
  return {
    id: `e-${revision}`,
    type,
    version: 1,
    data,
    metadata: {},
    stream: 'role-r1',
    revision,
    position: 7,
    checkpoint: '7',
    recordedAt: '2025-04-01T10:00:00.000Z',
  };
}

describe('the role handlers', () => {
  it('insert an added role into the table of the version being built, only if missing', () => {
    const event = recorded('RoleAdded', 0, {
      roleId: 'r1',
      name: 'Clerk',
      privileges: ['properties:view'],
      addedAt: '2025-04-01T10:00:00.000Z',
    });
    const [statement] = applyRoleEvent(event, tables);
    expect(statement.text).toContain('INSERT INTO roles_v2');
    expect(statement.text).toContain('ON CONFLICT DO NOTHING');
    expect(statement.values).toEqual(['r1', 'Clerk', ['properties:view'], '2025-04-01T10:00:00.000Z', 0]);
  });

  it('update an edited role only when the row is older than the event', () => {
    const event = recorded('RoleEdited', 3, {
      roleId: 'r1',
      name: 'Senior Clerk',
      privileges: ['a', 'b'],
      editedAt: '2025-04-02T10:00:00.000Z',
    });
    const [statement] = applyRoleEvent(event, tables);
    expect(statement.text).toContain('UPDATE roles_v2');
    expect(statement.text).toContain('WHERE id = $1 AND revision < $5');
    expect(statement.values).toEqual(['r1', 'Senior Clerk', ['a', 'b'], '2025-04-02T10:00:00.000Z', 3]);
  });

  it('ignore events of other read models', () => {
    expect(applyRoleEvent(recorded('ZoneAdded', 0, {}), tables)).toEqual([]);
  });
});
