import AddIcon from '@mui/icons-material/Add';
import { Box, Typography } from '@mui/material';
import { ROLES_TEXT } from '@ptax/contracts';
import { useState } from 'react';
import { Button, Datagrid, List, NumberField, TextField, TopToolbar, useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { useMasterEditor } from './useMasterEditor';
import { ZoneCreate } from './ZoneCreate';

/** The masters tables' empty text (the spec gives it for the Roles Master); other lists import it from here. */
export const NO_RECORDS = ROLES_TEXT.empty;

/** Masters › Zones: every zone the official may see (GET zones), and Add for admin and ctao. */
export default function ZoneList() {
  const translate = useTranslate();
  const editor = useMasterEditor();
  const [adding, setAdding] = useState(false);
  const actions = (
    <TopToolbar>
      {editor ? <Button label="Add Zone" onClick={() => setAdding(true)} startIcon={<AddIcon />} /> : null}
    </TopToolbar>
  );
  return (
    <Box sx={{ p: 2 }}>
      <SectionHeading>{translateText(translate, 'Zones')}</SectionHeading>
      <List
        resource="zones"
        title=" "
        sort={{ field: 'zone_no', order: 'ASC' }}
        actions={actions}
        empty={false}
        disableSyncWithLocation
        storeKey="masters.zones"
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography sx={{ p: 2 }}>{translateText(translate, NO_RECORDS)}</Typography>}
        >
          <NumberField source="zone_no" label="Zone Number" />
          <TextField source="name" label="Zone Name" />
        </Datagrid>
      </List>
      <ZoneCreate open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}
