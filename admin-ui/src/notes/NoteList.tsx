import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { financialYearChoices } from '../demand/demandApi';
import { translateText } from '../providers/i18n/i18nProvider';
import { ExportButton } from '../properties/ExportButton';
import { FilterCell, FilterPanel } from '../properties/FilterPanel';
import { formatPaise, formatWhen, paiseOf, textOf } from '../properties/format';
import { FormDateInput, FormSelectInput, FormTextInput } from '../properties/formInputs';
import { FormGeographyInputs } from '../properties/GeographyInputs';
import { NoteCreate } from './NoteCreate';
import { NOTE_KIND_CHOICES } from './noteForm';
import { EmptyState } from '../components/EmptyState';

type Row = Record<string, unknown>;

const money =
  (...names: string[]) =>
  (row: Row) => {
    const paise = paiseOf(row, ...names);
    return paise === undefined ? '' : formatPaise(paise);
  };

const totalOf = (row: Row) => {
  const total = paiseOf(row, 'totalPaise', 'amountPaise');
  if (total !== undefined) return formatPaise(total);
  const heads = [
    paiseOf(row, 'houseTaxPaise', 'housePaise'),
    paiseOf(row, 'waterTaxPaise', 'waterPaise'),
    paiseOf(row, 'sewerTaxPaise', 'sewerPaise'),
  ];
  return formatPaise(heads.reduce<number>((sum, paise) => sum + (paise ?? 0), 0));
};

function NoteFilters() {
  return (
    <FilterPanel label="Note filters">
      <FilterCell>
        <FormTextInput source="debitCreditNo" label="Note Number" />
      </FilterCell>
      <FilterCell>
        <FormTextInput source="propertyUniqueId" label="Property ID" />
      </FilterCell>
      <FilterCell>
        <FormSelectInput source="kind" label="Note Type" choices={NOTE_KIND_CHOICES} />
      </FilterCell>
      <FilterCell>
        <FormSelectInput
          source="financialYear"
          label="Financial Year"
          choices={financialYearChoices({ yearsBack: 10 })}
        />
      </FilterCell>
      <FormGeographyInputs Cell={FilterCell} required={false} />
      <FilterCell>
        <FormDateInput source="startDate" label="From Date" />
      </FilterCell>
      <FilterCell>
        <FormDateInput source="endDate" label="To Date" />
      </FilterCell>
    </FilterPanel>
  );
}

/**
 * Debit / credit notes (/debit-credit-note): GET drcrNotes with the filters, GET drcrNotes/export with
 * the same filters, and a new note (POST drcrNotes) in a dialog. `?propertyUniqueId=` opens the dialog
 * for that property (from the property details).
 */
export default function NoteList() {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const [search] = useSearchParams();
  const forProperty = search.get('propertyUniqueId') ?? undefined;
  const [adding, setAdding] = useState(Boolean(forProperty));
  return (
    <>
      <List
        resource="drcrNotes"
        title={t('Debit / Credit Notes')}
        exporter={false}
        perPage={10}
        empty={false}
        actions={
          <TopToolbar>
            <Button size="small" startIcon={<Add />} onClick={() => setAdding(true)}>
              {t('Add Note')}
            </Button>
            <ExportButton path="/drcrNotes/export" fallbackName="debit-credit-notes.xlsx" />
          </TopToolbar>
        }
      >
        <NoteFilters />
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyState list="notes" />}>
          <DataTable.Col source="debitCreditNo" label="Note Number" disableSort />
          <DataTable.Col
            label="Note Type"
            disableSort
            render={(row: Row) =>
              t(row.kind === 'credit' ? 'Credit note' : row.kind === 'debit' ? 'Debit note' : '')
            }
          />
          <DataTable.Col source="propertyUniqueId" label="Property ID" disableSort />
          <DataTable.Col source="ownerName" label="Owner" disableSort />
          <DataTable.Col source="financialYear" label="Financial Year" disableSort />
          <DataTable.Col
            label="House Tax"
            align="right"
            disableSort
            render={money('houseTaxPaise', 'housePaise')}
          />
          <DataTable.Col
            label="Water Tax"
            align="right"
            disableSort
            render={money('waterTaxPaise', 'waterPaise')}
          />
          <DataTable.Col
            label="Sewer Tax"
            align="right"
            disableSort
            render={money('sewerTaxPaise', 'sewerPaise')}
          />
          <DataTable.Col label="Total" align="right" disableSort render={totalOf} />
          <DataTable.Col source="reason" label="Reason" disableSort />
          <DataTable.Col source="receiptNumber" label="Receipt Number" disableSort />
          <DataTable.Col
            label="Issued"
            disableSort
            render={(row: Row) =>
              [formatWhen(row.issuedAt ?? row.recordedAt), textOf(row, 'issuedBy', 'recordedBy')]
                .filter(Boolean)
                .join(' · ')
            }
          />
        </DataTable>
      </List>
      <NoteCreate open={adding} onClose={() => setAdding(false)} propertyUniqueId={forProperty} />
    </>
  );
}
