import { Box, Link, Typography } from '@mui/material';
import { DataTable, List, TopToolbar, useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { translateText } from '../providers/i18n/i18nProvider';
import { changeText, changesOf, fieldLabel } from './editedChanges';
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

/** The changed fields of one edit, 'Field: before → after', one per line. */
function Changes({ row }: { row: Row }) {
  const translate = useTranslate();
  const changes = changesOf(row);
  if (changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {translateText(translate, fieldLabel(change.field))}:
          </Typography>{' '}
          <Typography variant="body2" component="span">
            {changeText(change.field, change.before)} → {changeText(change.field, change.after)}
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
