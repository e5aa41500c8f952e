import { StaffList } from '../components/StaffList';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button } from '@mui/material';
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
import { DeleteOfficialButton } from './DeleteOfficialButton';
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

function RowActions({ onEdit }: { onEdit: (id: Identifier) => void }) {
  const record = useRecordContext<OfficialRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button
        size="small"
        startIcon={<EditIcon />}
        aria-label={`${translate('ra.action.edit')} ${record.username}`}
        onClick={() => onEdit(record.id)}
      >
        {translate('ra.action.edit')}
      </Button>
      <DeleteOfficialButton />
    </Box>
  );
}

/**
 * Officials master (SPEC sections 2, 3, 5 and 7): GET officials/all with paging and filters by
 * search, login type, zone and ward; add (POST officials), edit (PATCH officials) and delete
 * (DELETE officials/delete/{id}) in dialogs over the list.
 */
export default function OfficialList() {
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
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="username" label="Username" />
          <DataTable.Col source="email" label="Email" />
          <DataTable.Col source="mobile" label="Mobile" disableSort />
          <DataTable.Col source="designation" label="Designation" />
          <DataTable.Col source="accessName" label="Role" />
          <DataTable.Col source="loginType" label="Login Type" />
          <DataTable.Col label="Zones" disableSort>
            <Coverage source="accessibleZones" reference="zones" />
          </DataTable.Col>
          <DataTable.Col label="Wards" disableSort>
            <Coverage source="accessibleWards" reference="wards" />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort>
            <RowActions onEdit={setEditing} />
          </DataTable.Col>
        </DataTable>
      </StaffList>
      <OfficialCreate open={adding} onClose={() => setAdding(false)} />
      <OfficialEdit id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
