import { ACTION_COLUMN_SX, shownFrom } from '../components/columns';
import { EmptyState } from '../components/EmptyState';
import { RowMenu } from '../components/RowMenu';
import { StaffList } from '../components/StaffList';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import {
  ChipField,
  DataTable,
  ReferenceArrayField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SingleFieldList,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { usePeopleWords } from '../providers/i18n/names';
import { DeleteOfficialConfirm } from './DeleteOfficialConfirm';
import { OfficialCreate } from './OfficialCreate';
import { OfficialEdit } from './OfficialEdit';
import { LOGIN_TYPE_CHOICES, OFFICIAL_TEXT, wardText } from './officialForm';

interface OfficialRecord {
  id: string;
  username: string;
  accessibleZones: string[];
  accessibleWards: string[];
}

const FILTERS = [
  <SearchInput key="search" source="search" alwaysOn />,
  <SelectInput key="loginType" source="loginType" label="Login Type" choices={LOGIN_TYPE_CHOICES} alwaysOn />,
  <ReferenceInput key="zoneId" source="zoneId" reference="zones" perPage={100} alwaysOn>
    <SelectInput optionText="name" label="Zone" />
  </ReferenceInput>,
  <ReferenceInput key="wardId" source="wardId" reference="wards" perPage={100} alwaysOn>
    <SelectInput optionText={wardText} label="Ward" />
  </ReferenceInput>,
];

/** The zones (or wards) an official is limited to, by name; none means all of them. */
function Coverage({
  source,
  reference,
}: {
  source: 'accessibleZones' | 'accessibleWards';
  reference: string;
}) {
  const translate = useTranslate();
  const record = useRecordContext<OfficialRecord>();
  if (!record?.[source]?.length)
    return (
      <>
        {translateText(
          translate,
          source === 'accessibleZones' ? OFFICIAL_TEXT.allZones : OFFICIAL_TEXT.allWards,
        )}
      </>
    );
  return (
    <ReferenceArrayField source={source} reference={reference}>
      <SingleFieldList linkType={false}>
        {reference === 'wards' ? (
          <ChipField source="ward_fullname" size="small" />
        ) : (
          <ChipField source="name" size="small" />
        )}
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

/** Edit and Delete of an official's row, behind its "⋮" menu. */
function RowActions({ onEdit }: { onEdit: (id: Identifier) => void }) {
  const record = useRecordContext<OfficialRecord>();
  const translate = useTranslate();
  const [deleting, setDeleting] = useState(false);
  if (!record) return null;
  return (
    <>
      <RowMenu
        name={record.username}
        items={[
          {
            key: 'edit',
            label: translate('ra.action.edit'),
            icon: <EditIcon fontSize="small" />,
            onSelect: () => onEdit(record.id),
          },
          {
            key: 'delete',
            label: translateText(translate, OFFICIAL_TEXT.delete),
            icon: <DeleteOutline fontSize="small" />,
            color: 'error',
            onSelect: () => setDeleting(true),
          },
        ]}
      />
      <DeleteOfficialConfirm open={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}

/**
 * Officials master (SPEC sections 2, 3, 5 and 7): GET officials/all with paging and filters by
 * search, login type, zone and ward; add (POST officials), edit (PATCH officials) and delete
 * (DELETE officials/delete/{id}) in dialogs over the list.
 */
export default function OfficialList() {
  const words = usePeopleWords();
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Identifier | null>(null);
  return (
    <>
      <StaffList
        resource="officials"
        title={OFFICIAL_TEXT.list}
        addLabel={OFFICIAL_TEXT.add}
        onAdd={() => setAdding(true)}
        filters={FILTERS}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyState list="officials" />}>
          <DataTable.Col source="username" label="Username" />
          <DataTable.Col source="email" label="Email" />
          <DataTable.Col source="mobile" label="Mobile" disableSort sx={shownFrom('xl')} />
          <DataTable.Col source="designation" label="Designation" sx={shownFrom('xl')} />
          <DataTable.Col
            source="accessName"
            label="Role"
            render={(record: { accessName?: string }) =>
              translate(`ptax.accessName.${record.accessName}`, { _: record.accessName ?? '' })
            }
          />
          <DataTable.Col
            source="loginType"
            label="Login Type"
            sx={shownFrom('lg')}
            render={(record: { loginType?: string }) => words.loginType(record.loginType)}
          />
          <DataTable.Col label="Zones" disableSort>
            <Coverage source="accessibleZones" reference="zones" />
          </DataTable.Col>
          <DataTable.Col label="Wards" disableSort>
            <Coverage source="accessibleWards" reference="wards" />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort sx={ACTION_COLUMN_SX}>
            <RowActions onEdit={setEditing} />
          </DataTable.Col>
        </DataTable>
      </StaffList>
      <OfficialCreate open={adding} onClose={() => setAdding(false)} />
      <OfficialEdit id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
