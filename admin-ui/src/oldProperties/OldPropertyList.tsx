import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { MATCHING_STATUS_CHOICES } from '../properties/choices';
import { FilterCell, FilterPanel } from '../properties/FilterPanel';
import { formatPaise, paiseOf } from '../properties/format';
import { FormSelectInput, FormTextInput } from '../properties/formInputs';
import { OldPropertyCreate } from './OldPropertyCreate';
import { PtinSearch, oldArvText } from './PtinSearch';
import { EmptyState } from '../components/EmptyState';

/**
 * Old Properties (SPEC sections 2 and 7): the old (pre-survey) register, GET oldProperties; a look-up
 * by PTIN, GET oldProperties/byPTIN; and a new record, POST oldProperties/add.
 */
export default function OldPropertyList() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PtinSearch />
      <List
        resource="oldProperties"
        title="Old Properties"
        sort={{ field: 'recordedAt', order: 'DESC' }}
        exporter={false}
        perPage={10}
        empty={false}
        actions={
          <TopToolbar>
            <Button size="small" startIcon={<Add />} onClick={() => setAdding(true)}>
              {translate('Add Old Property', { _: 'Add Old Property' })}
            </Button>
          </TopToolbar>
        }
      >
        <FilterPanel label="Old property filters">
          <FilterCell md={4}>
            <FormTextInput source="ownerName" label="Owner Name" />
          </FilterCell>
          <FilterCell md={4}>
            <FormSelectInput
              source="matchingStatus"
              label="Matching Status"
              choices={MATCHING_STATUS_CHOICES}
            />
          </FilterCell>
        </FilterPanel>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyState list="oldProperties" />}>
          <DataTable.Col source="PTINNo" label="PTIN Number" disableSort />
          <DataTable.Col source="ownerName" label="Owner Name" disableSort />
          <DataTable.Col source="ownerFatherName" label="Father Name" disableSort />
          <DataTable.Col source="oldHouseNo" label="House Number" disableSort />
          <DataTable.Col source="oldMohallaName" label="Old Mohalla" disableSort />
          <DataTable.Col source="oldWardName" label="Old Ward" disableSort />
          <DataTable.Col label="Old ARV" align="right" disableSort render={oldArvText} />
          <DataTable.Col
            label="Total Arrears"
            align="right"
            disableSort
            render={(row) => {
              const paise = paiseOf(row, 'arrearsTotalTaxPaise');
              return paise === undefined ? '' : formatPaise(paise);
            }}
          />
          <DataTable.Col source="linkedPropertyUniqueId" label="Matched Property" disableSort />
        </DataTable>
      </List>
      <OldPropertyCreate open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
