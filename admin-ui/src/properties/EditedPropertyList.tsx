import { Box, Link, Typography } from '@mui/material';
import { DataTable, List, TopToolbar, useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useLogNames } from '../logs/texts';
import { valueText } from '../logs/values';
import { changesOf } from './editedChanges';
import { ExportButton } from './ExportButton';
import { FilterCell, FilterPanel } from './FilterPanel';
import { formatWhen, textOf, wardOf } from './format';
import { FormDateInput, FormTextInput } from './formInputs';
import { FormGeographyInputs } from './GeographyInputs';
import { propertyDetailsPath } from './paths';
import { EmptyState } from '../components/EmptyState';

type Row = Record<string, unknown>;

function EditedFilters() {
  return (
    <FilterPanel label="Edited property filters">
      <FormGeographyInputs Cell={FilterCell} required={false} />
      <FilterCell>
        <FormTextInput source="propertyUniqueId" label="Property ID" />
      </FilterCell>
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
 * The changed fields of one edit, 'Field: before → after', one per line, named and valued as the Logs
 * screen names them (logs/names.ts): in the screen's language, never a stored field name or code.
 */
function Changes({ row }: { row: Row }) {
  const names = useLogNames();
  const changes = changesOf(row);
  if (changes.length === 0) return null;
  const places = { names: (row.names ?? {}) as Record<string, string> };
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {names.field(change.field)}:
          </Typography>{' '}
          <Typography variant="body2" component="span">
            {valueText(names, places, change.field, change.before)} →{' '}
            {valueText(names, places, change.field, change.after)}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

function PropertyLink({ row }: { row: Row }) {
  const basename = useBasename();
  const id = textOf(row, 'propertyUniqueId');
  return id ? (
    <Link
      component={RouterLink}
      to={propertyDetailsPath(basename, id)}
      onClick={(event) => event.stopPropagation()}
    >
      {id}
    </Link>
  ) : null;
}

/** Edited Properties (SPEC section 2): GET properties/edited, who edited which property, when, and what changed. */
export default function EditedPropertyList() {
  return (
    <List
      resource="propertiesEdited"
      title="Edited Properties"
      sort={{ field: 'editedAt', order: 'DESC' }}
      exporter={false}
      perPage={10}
      empty={false}
      actions={
        <TopToolbar>
          <ExportButton path="/properties/edited/export" fallbackName="edited-properties.xlsx" />
        </TopToolbar>
      }
    >
      <EditedFilters />
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyState list="editedProperties" />}>
        <DataTable.Col label="Property ID" disableSort render={(row) => <PropertyLink row={row} />} />
        <DataTable.Col source="ownerName" label="Owner" disableSort />
        <DataTable.Col label="Ward" disableSort render={wardOf} />
        <DataTable.Col
          label="Edited By"
          disableSort
          render={(row) => textOf(row, 'editedBy', 'userId', 'editedByName', 'by')}
        />
        <DataTable.Col
          label="Edited On"
          disableSort
          render={(row) => formatWhen(textOf(row, 'editedAt', 'at', 'recordedAt', 'createdAt'))}
        />
        <DataTable.Col label="Changes" disableSort render={(row) => <Changes row={row} />} />
      </DataTable>
    </List>
  );
}
