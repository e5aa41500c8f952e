import AddIcon from '@mui/icons-material/Add';
import { Box, Typography } from '@mui/material';
import { ROLES_TEXT } from '@ptax/contracts';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Datagrid,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { WardSelectInput, wardLabel } from '../wards';
import { EditRowButton, useMasterEditor, ZoneSelectInput } from '../zones';
import { MohallaCreate } from './MohallaCreate';
import { MohallaEdit } from './MohallaEdit';
import { RATE_UNIT, formatRupees } from './rates';

/** The ward filter lists the wards of the zone filter, and is cleared when the zone changes. */
function WardFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const zoneId = useWatch({ name: 'zoneId' }) as string | undefined;
  const { setValue } = useFormContext();
  const previous = useRef(zoneId);
  useEffect(() => {
    if (previous.current !== zoneId) setValue(source, '');
    previous.current = zoneId;
  }, [zoneId, source, setValue]);
  return <WardSelectInput source={source} zoneId={zoneId || undefined} alwaysOn />;
}

const filters = [
  <ZoneSelectInput key="zoneId" source="zoneId" alwaysOn />,
  <WardFilter key="wardId" source="wardId" alwaysOn />,
];

function AddMohallaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { filterValues } = useListContext();
  return (
    <MohallaCreate
      open={open}
      onClose={onClose}
      zoneId={filterValues.zoneId as string | undefined}
      wardId={filterValues.wardId as string | undefined}
    />
  );
}

/** Masters › Mohallas: by zone and ward (GET mohallas?zoneId=&wardId=), Add, and Edit with the rates. */
export default function MohallaList() {
  const translate = useTranslate();
  const editor = useMasterEditor();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const yesNo = (value: boolean) => translateText(translate, value ? 'Yes' : 'No');
  const actions = (
    <TopToolbar>
      {editor ? <Button label="Add Mohalla" onClick={() => setAdding(true)} startIcon={<AddIcon />} /> : null}
    </TopToolbar>
  );
  return (
    <Box sx={{ p: 2 }}>
      <SectionHeading>{translateText(translate, 'Mohallas')}</SectionHeading>
      <List
        resource="mohallas"
        title=" "
        filters={filters}
        actions={actions}
        empty={false}
        disableSyncWithLocation
        storeKey="masters.mohallas"
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography sx={{ p: 2 }}>{translateText(translate, ROLES_TEXT.empty)}</Typography>}
        >
          <TextField source="name" label="Mohalla Name" />
          <FunctionField label="Ward" sortBy="ward_no" render={(m: RaRecord) => wardLabel(m)} />
          <FunctionField
            label="Zone"
            sortBy="zone_no"
            render={(m: RaRecord) => translate('ptax.masters.zoneNo', { no: m.zone_no })}
          />
          <FunctionField
            label="Water Tax"
            sortable={false}
            render={(m: RaRecord) => yesNo(m.water_tax_availability)}
          />
          <FunctionField
            label="Sewer Tax"
            sortable={false}
            render={(m: RaRecord) => yesNo(m.sewer_tax_availability)}
          />
          <FunctionField
            label={`RCC / RBC, road under 12 m (${RATE_UNIT})`}
            sortable={false}
            render={(m: RaRecord) => formatRupees(m.ratesPaise.road_w_l_12.rcc_rbc)}
          />
          {editor ? <EditRowButton onEdit={setEditing} /> : null}
        </Datagrid>
        <AddMohallaDialog open={adding} onClose={() => setAdding(false)} />
      </List>
      <MohallaEdit id={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
