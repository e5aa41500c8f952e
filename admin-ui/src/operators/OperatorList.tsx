import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { OperatorCreate } from './OperatorCreate';
import { OPERATOR_TEXT } from './operatorForm';

const FILTERS = [<SearchInput key="search" source="search" alwaysOn />];

/** Operators master (SPEC sections 2 and 7): GET operators/all, paged and searchable; add with POST operators. */
export default function OperatorList() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <List
        resource="operators"
        title={OPERATOR_TEXT.list}
        filters={FILTERS}
        perPage={10}
        sort={{ field: 'username', order: 'ASC' }}
        exporter={false}
        disableSyncWithLocation
        empty={false}
        actions={
          <TopToolbar>
            <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {translateText(translate, OPERATOR_TEXT.add)}
            </Button>
          </TopToolbar>
        }
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="username" label="Username" />
          <DataTable.Col source="email" label="Email" />
          <DataTable.Col source="mobile" label="Mobile" disableSort />
          <DataTable.Col source="designation" label="Designation" />
          <DataTable.Col source="cityId" label="City" disableSort />
        </DataTable>
      </List>
      <OperatorCreate open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
