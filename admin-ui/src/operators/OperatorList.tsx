import { StaffList } from '../components/StaffList';
import { useState } from 'react';
import { DataTable, ReferenceField, SearchInput, TextField } from 'react-admin';
import { OperatorCreate } from './OperatorCreate';
import { OPERATOR_TEXT } from './operatorForm';
import { EmptyState } from '../components/EmptyState';

const FILTERS = [<SearchInput key="search" source="search" alwaysOn />];

/** Operators master (SPEC sections 2 and 7): GET operators/all, paged and searchable; add with POST operators. */
export default function OperatorList() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <StaffList
        resource="operators"
        title={OPERATOR_TEXT.list}
        addLabel={OPERATOR_TEXT.add}
        onAdd={() => setAdding(true)}
        filters={FILTERS}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyState list="operators" />}>
          <DataTable.Col source="username" label="Username" />
          <DataTable.Col source="email" label="Email" />
          <DataTable.Col source="mobile" label="Mobile" disableSort />
          <DataTable.Col source="designation" label="Designation" />
          <DataTable.Col source="cityId" label="City" disableSort>
            <ReferenceField source="cityId" reference="cities" link={false}>
              <TextField source="name" />
            </ReferenceField>
          </DataTable.Col>
        </DataTable>
      </StaffList>
      <OperatorCreate open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
