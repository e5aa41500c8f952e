// Pure: one staff event in, the statements that apply it out. Replaying an event changes nothing:
// a registration inserts only a missing row, and a later event updates a row only if it is older
// than the event (revision < the event's). Not `revision = event revision - 1`: a stream may carry
// events this read model ignores, which would leave the strict check failing forever after them.
import type { RecordedEvent } from '@ptax/contracts';
import {
  officialStream,
  operatorStream,
  type OfficialRegisteredData,
  type OperatorRegisteredData,
  type StaffEvent,
} from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { StaffTable } from './tables';

type Data<Type extends StaffEvent['type']> = Extract<StaffEvent, { type: Type }>['data'];

// ON CONFLICT without a target also covers a duplicate email, which the command side must refuse: the
// first registration keeps it rather than one bad event halting the whole read model.
function officialRegistered(event: RecordedEvent, table: string): SqlStatement {
  const d = event.data as OfficialRegisteredData;
  return {
    text: `INSERT INTO ${table} (id, username, email, mobile, designation, login_type, access_id, access_name,
             access_type, is_super_admin, city_id, accessible_zones, accessible_wards, min_value, max_value, revision)
           VALUES ($1, $2, lower($3), $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
           ON CONFLICT DO NOTHING`,
    values: [
      d.officialId,
      d.username,
      d.email,
      d.mobile ?? null,
      d.designation ?? null,
      d.loginType,
      d.accessId,
      d.accessName,
      d.accessType,
      d.isSuperAdmin,
      d.cityId,
      d.accessibleZones,
      d.accessibleWards,
      d.minValue,
      d.maxValue,
      event.revision,
    ],
  };
}

function operatorRegistered(event: RecordedEvent, table: string): SqlStatement {
  const d = event.data as OperatorRegisteredData;
  return {
    text: `INSERT INTO ${table} (id, username, email, mobile, designation, login_type, access_id, access_name,
             access_type, city_id, revision)
           VALUES ($1, $2, lower($3), $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT DO NOTHING`,
    values: [
      d.operatorId,
      d.username,
      d.email,
      d.mobile ?? null,
      d.designation ?? null,
      d.loginType,
      d.accessId,
      d.accessName,
      d.accessType,
      d.cityId,
      event.revision,
    ],
  };
}

// The event lives in the user's own stream (official-<id> / operator-<id>), which names the row.
function passwordChanged(event: RecordedEvent, t: TableNames<StaffTable>): SqlStatement[] {
  const d = event.data as Data<'StaffPasswordChanged'>;
  const prefix = d.kind === 'official' ? officialStream('') : operatorStream('');
  if (!event.stream.startsWith(prefix)) return [];
  return [
    {
      text: `UPDATE ${d.kind === 'official' ? t.officials : t.operators}
                SET password_changed_at = $2, revision = $3
              WHERE id = $1 AND revision < $3`,
      values: [event.stream.slice(prefix.length), event.recordedAt, event.revision],
    },
  ];
}

type OfficialChanges = Data<'OfficialUpdated'>['changes'];

const CHANGE_COLUMNS: Record<keyof OfficialChanges, string> = {
  username: 'username',
  email: 'email',
  mobile: 'mobile',
  designation: 'designation',
  accessId: 'access_id',
  accessName: 'access_name',
  accessType: 'access_type',
  isSuperAdmin: 'is_super_admin',
  cityId: 'city_id',
  accessibleZones: 'accessible_zones',
  accessibleWards: 'accessible_wards',
  minValue: 'min_value',
  maxValue: 'max_value',
};
/** An edit clears these optional texts with ''. */
const CLEARABLE = new Set<string>(['mobile', 'designation']);

// Only the changed columns are set. An email another active official holds (refused by the command
// side) is left as it was rather than halting the read model on the unique index.
function officialUpdated(event: RecordedEvent, table: string): SqlStatement {
  const d = event.data as Data<'OfficialUpdated'>;
  const values: unknown[] = [d.officialId, event.revision, d.updatedAt];
  const sets = ['revision = $2', 'updated_at = $3'];
  for (const [key, column] of Object.entries(CHANGE_COLUMNS)) {
    const value = d.changes[key as keyof OfficialChanges];
    if (value === undefined) continue;
    values.push(CLEARABLE.has(key) && value === '' ? null : value);
    const p = `$${values.length}`;
    sets.push(
      key === 'email'
        ? `email = CASE WHEN EXISTS (SELECT 1 FROM ${table} other WHERE other.email = lower(${p})
             AND other.id <> $1 AND other.deleted_at IS NULL) THEN email ELSE lower(${p}) END`
        : `${column} = ${p}`,
    );
  }
  return { text: `UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1 AND revision < $2`, values };
}

// The row stays (history, reports by official); the lookups and lists leave deleted officials out.
function officialDeleted(event: RecordedEvent, table: string): SqlStatement {
  const d = event.data as Data<'OfficialDeleted'>;
  return {
    text: `UPDATE ${table} SET deleted_at = $3, revision = $2 WHERE id = $1 AND revision < $2`,
    values: [d.officialId, event.revision, d.deletedAt],
  };
}

export function applyStaffEvent(event: RecordedEvent, t: TableNames<StaffTable>): SqlStatement[] {
  switch (event.type as StaffEvent['type']) {
    case 'OfficialRegistered':
      return [officialRegistered(event, t.officials)];
    case 'OperatorRegistered':
      return [operatorRegistered(event, t.operators)];
    case 'StaffPasswordChanged':
      return passwordChanged(event, t);
    case 'OfficialUpdated':
      return [officialUpdated(event, t.officials)];
    case 'OfficialDeleted':
      return [officialDeleted(event, t.officials)];
    default:
      return [];
  }
}
