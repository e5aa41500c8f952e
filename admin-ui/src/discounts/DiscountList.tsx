import AddIcon from '@mui/icons-material/Add';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TextField,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { EditRowButton, useMasterEditor } from '../zones';
import { NO_RECORDS } from '../zones/ZoneList';
import { DiscountCreate } from './DiscountCreate';
import { DiscountEdit } from './DiscountEdit';

interface Criterion {
  criteria: string;
  discountPercentage: number;
}

/** 'Online payment +1%, Senior citizen +2%' */
export const criteriaText = (criteria: Criterion[] = []) =>
  criteria.map((c) => `${c.criteria} +${c.discountPercentage}%`).join(', ');

/** Masters › Discounts: the billing periods and their percentages (GET discounts), Add and Edit. */
export default function DiscountList() {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const editor = useMasterEditor();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const actions = (
    <TopToolbar>
      {editor ? (
        <Button label="Add Discount" onClick={() => setAdding(true)} startIcon={<AddIcon />} />
      ) : null}
    </TopToolbar>
  );
  return (
    <Box sx={{ p: 2 }}>
      <SectionHeading>{t('Discounts')}</SectionHeading>
      <List
        resource="discounts"
        title=" "
        sort={{ field: 'billingPeriod', order: 'ASC' }}
        actions={actions}
        empty={false}
        disableSyncWithLocation
        storeKey="masters.discounts"
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography sx={{ p: 2 }}>{t(NO_RECORDS)}</Typography>}
        >
          <TextField source="billingPeriod" label="Billing Period" sortable={false} />
          <TextField source="periodDescription" label="Period Description" sortable={false} />
          <NumberField source="discountPercentage" label="Discount %" sortable={false} />
          <FunctionField
            label="Status"
            render={(discount: RaRecord) => t(discount.status ? 'Active' : 'Inactive')}
          />
          <FunctionField
            label="Additional Discount Criteria"
            render={(discount: RaRecord) => criteriaText(discount.additionDiscountCriteria)}
          />
          {editor ? <EditRowButton onEdit={setEditing} /> : null}
        </Datagrid>
      </List>
      <DiscountCreate open={adding} onClose={() => setAdding(false)} />
      <DiscountEdit id={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
