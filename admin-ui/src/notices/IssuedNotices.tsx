import { Box } from '@mui/material';
import { noticeListFiltersSchema } from '@ptax/contracts';
import { useEffect } from 'react';
import { DataTable, List, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { validateWith } from '../components/schemaValidation';
import { FilterCell, FilterPanel } from '../properties/FilterPanel';
import { formatPaise } from '../properties/format';
import { FormDateInput, FormSelectInput, FormTextInput } from '../properties/formInputs';
import { FormGeographyInputs } from '../properties/GeographyInputs';
import { nk } from './i18n';
import { formatDay, type NoticeRow } from './noticesApi';

const TYPE_CHOICES = [
  { id: 'demand', name: nk('type.demand') },
  { id: 'recovery', name: nk('type.recovery') },
];

const validateFilters = validateWith(noticeListFiltersSchema);

function Filters() {
  return (
    <FilterPanel label={nk('list.filter')} validate={validateFilters}>
      <FilterCell>
        <FormSelectInput source="noticeType" label={nk('list.noticeType')} choices={TYPE_CHOICES} />
      </FilterCell>
      <FilterCell>
        <FormTextInput source="noticeNumber" label={nk('list.noticeNumber')} />
      </FilterCell>
      <FilterCell>
        <FormTextInput source="propertyUniqueId" label={nk('list.propertyUniqueId')} />
      </FilterCell>
      <FilterCell>
        <FormDateInput source="startDate" label={nk('list.from')} />
      </FilterCell>
      <FilterCell>
        <FormDateInput source="endDate" label={nk('list.to')} />
      </FilterCell>
      <FormGeographyInputs Cell={FilterCell} required={false} />
    </FilterPanel>
  );
}

function Empty() {
  const translate = useTranslate();
  return <Box sx={{ p: 2, color: 'text.secondary' }}>{translate(nk('list.empty'))}</Box>;
}

/** Reads the list again when `issued` changes (a followed job issued more). */
function ReadAgainOn({ issued }: { issued: number }) {
  const { refetch } = useListContext();
  useEffect(() => {
    if (issued > 0) void refetch();
  }, [issued, refetch]);
  return null;
}

/** The notices issued so far (GET properties/notices), newest first, with filters and pages. */
export function IssuedNotices({ issued }: { issued: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box component="section" aria-label={translate(nk('list.heading'))} sx={{ mt: 2, minWidth: 0 }}>
      <List
        resource="notices"
        title={false}
        perPage={10}
        exporter={false}
        empty={false}
        disableSyncWithLocation
        storeKey="notices.listParams"
        actions={false}
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { minWidth: 0 } }}
      >
        <Box component="h2" sx={{ px: 2, pt: 2, m: 0, fontSize: '1rem' }}>
          {translate(nk('list.heading'))}
        </Box>
        <ReadAgainOn issued={issued} />
        <Filters />
        <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <DataTable<NoticeRow> bulkActionButtons={false} rowClick={false} empty={<Empty />}>
            <DataTable.Col<NoticeRow> source="noticeNumber" label={nk('list.noticeNumber')} disableSort />
            <DataTable.Col<NoticeRow>
              label={nk('list.noticeType')}
              disableSort
              render={(row) => translate(nk(`type.${row.noticeType}`))}
            />
            <DataTable.Col<NoticeRow>
              source="propertyUniqueId"
              label={nk('list.propertyUniqueId')}
              disableSort
            />
            <DataTable.Col<NoticeRow> source="ownerName" label={nk('list.owner')} disableSort />
            <DataTable.Col<NoticeRow> source="wardName" label={nk('list.ward')} disableSort />
            <DataTable.Col<NoticeRow>
              label={nk('list.noticeDate')}
              disableSort
              render={(row) => formatDay(row.noticeDate, locale)}
            />
            <DataTable.Col<NoticeRow>
              label={nk('list.payBy')}
              disableSort
              render={(row) => formatDay(row.payBy, locale)}
            />
            <DataTable.Col<NoticeRow>
              label={nk('list.amount')}
              disableSort
              align="right"
              render={(row) => formatPaise(row.totalPaise)}
            />
          </DataTable>
        </Box>
      </List>
    </Box>
  );
}
