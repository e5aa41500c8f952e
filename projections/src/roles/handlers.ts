// Pure: one role event in, its statements out. An addition inserts only a missing row; an edit
// updates the row only when it is older than the event, so a replay changes nothing.
import type { MasterEvent, RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { RoleTable } from './tables';

type AddedData = Extract<MasterEvent, { type: 'RoleAdded' }>['data'];
type EditedData = Extract<MasterEvent, { type: 'RoleEdited' }>['data'];

function roleAdded(event: RecordedEvent, table: string): SqlStatement {
  const d = event.data as AddedData;
  return {
    text: `INSERT INTO ${table} (id, name, privileges, added_at, revision) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING`,
    values: [d.roleId, d.name, d.privileges, d.addedAt, event.revision],
  };
}

function roleEdited(event: RecordedEvent, table: string): SqlStatement {
  const d = event.data as EditedData;
  return {
    text: `UPDATE ${table} SET name = $2, privileges = $3, edited_at = $4, revision = $5
            WHERE id = $1 AND revision < $5`,
    values: [d.roleId, d.name, d.privileges, d.editedAt, event.revision],
  };
}

export function applyRoleEvent(event: RecordedEvent, t: TableNames<RoleTable>): SqlStatement[] {
  switch (event.type) {
    case 'RoleAdded':
      return [roleAdded(event, t.roles)];
    case 'RoleEdited':
      return [roleEdited(event, t.roles)];
    default:
      return [];
  }
}
