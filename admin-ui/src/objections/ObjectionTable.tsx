import { Box, useMediaQuery, type Theme } from '@mui/material';
import { DataTable } from 'react-admin';
import { formatWhen } from '../properties/format';
import { Empty, OpenButton, Uploader } from './cells';
import { formatDay } from './format';
import type { ObjectionRow } from './objectionApi';
import { ObjectionCards } from './ObjectionCards';
import { StatusChip } from './StatusChip';
import type { ObjectionTab } from './tabs';
import { ok } from './texts';

/** The paged objections, cards on a phone; a row (or its number) opens the details. */
export function ObjectionTable({ tab, onOpen }: { tab: ObjectionTab; onOpen: (row: ObjectionRow) => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <ObjectionCards tab={tab} onOpen={onOpen} />;
  return (
    // Between a phone and a wide screen the table scrolls sideways within the list, not the page.
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<ObjectionRow>
        bulkActionButtons={false}
        empty={<Empty />}
        rowClick={(_id, _resource, record) => {
          onOpen(record as ObjectionRow);
          return false;
        }}
      >
        <DataTable.Col<ObjectionRow>
          label={ok('column.objectionId')}
          disableSort
          render={(row) => <OpenButton row={row} onOpen={onOpen} />}
        />
        <DataTable.Col<ObjectionRow>
          source="propertyUniqueId"
          label={ok('column.propertyUniqueId')}
          disableSort
        />
        <DataTable.Col<ObjectionRow> source="ownerName" label={ok('column.ownerName')} disableSort />
        <DataTable.Col<ObjectionRow> source="mohallaName" label={ok('column.mohalla')} disableSort />
        <DataTable.Col<ObjectionRow>
          label={ok('column.uploadedBy')}
          disableSort
          render={(row) => <Uploader row={row} />}
        />
        <DataTable.Col<ObjectionRow>
          label={ok('column.objectionDate')}
          disableSort
          render={(row) => formatDay(row.objectionDate)}
        />
        <DataTable.Col<ObjectionRow>
          label={ok('column.uploadedAt')}
          disableSort
          render={(row) => formatWhen(row.uploadedAt)}
        />
        {tab.resolvedDates ? (
          <DataTable.Col<ObjectionRow>
            label={ok('column.resolvedAt')}
            disableSort
            render={(row) => formatWhen(row.resolvedAt)}
          />
        ) : null}
        <DataTable.Col<ObjectionRow>
          label={ok('column.status')}
          disableSort
          render={(row) => <StatusChip status={row.status} />}
        />
      </DataTable>
    </Box>
  );
}
