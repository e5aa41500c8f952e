import AddIcon from '@mui/icons-material/Add';
import { Box, Typography } from '@mui/material';
import { ROLES_TEXT } from '@ptax/contracts';
import { useState } from 'react';
import {
  Button,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { EditRowButton, useMasterEditor, ZoneSelectInput } from '../zones';
import { WardCreate } from './WardCreate';
import { WardEdit } from './WardEdit';

const filters = [<ZoneSelectInput key="zoneId" source="zoneId" alwaysOn />];

function Actions({ onAdd }: { onAdd: () => void }) {
  const editor = useMasterEditor();
  return (
    <TopToolbar>
      {editor ? <Button label="Add Ward" onClick={onAdd} startIcon={<AddIcon />} /> : null}
    </TopToolbar>
  );
}

function AddWardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { filterValues } = useListContext();
  return <WardCreate open={open} onClose={onClose} zoneId={filterValues.zoneId as string | undefined} />;
}

/** Masters › Wards: the wards of a zone (GET wards?zoneId=), Add, and Edit to rename. */
export default function WardList() {
  const translate = useTranslate();
  const editor = useMasterEditor();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Box sx={{ p: 2 }}>
      <SectionHeading>{translateText(translate, 'Wards')}</SectionHeading>
      <List
        resource="wards"
        title=" "
        sort={{ field: 'ward_no', order: 'ASC' }}
        filters={filters}
        actions={<Actions onAdd={() => setAdding(true)} />}
        empty={false}
        disableSyncWithLocation
        storeKey="masters.wards"
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography sx={{ p: 2 }}>{translateText(translate, ROLES_TEXT.empty)}</Typography>}
        >
          <NumberField source="ward_no" label="Ward Number" />
          <TextField source="ward_fullname" label="Ward Name" />
          <FunctionField
            label="Zone"
            sortBy="zone_no"
            render={(ward: RaRecord) => translate('ptax.masters.zoneNo', { no: ward.zone_no })}
          />
          {editor ? <EditRowButton onEdit={setEditing} /> : null}
        </Datagrid>
        <AddWardDialog open={adding} onClose={() => setAdding(false)} />
      </List>
      <WardEdit id={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
