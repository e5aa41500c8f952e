import { Box, useMediaQuery, type Theme } from '@mui/material';
import type { LogRow } from '@ptax/contracts';
import { DataTable } from 'react-admin';
import { Change, Empty, Property, When, WhatChanged, Who, Why } from './cells';
import { LogCards } from './LogCards';
import { lk } from './texts';

/** The page of changes, newest first; cards on a phone. */
export function LogTable({ onCompare }: { onCompare: (row: LogRow) => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <LogCards onCompare={onCompare} />;
  return (
    // Between a phone and a wide screen the table scrolls sideways within the list, not the page.
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<LogRow> bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        <DataTable.Col<LogRow> label={lk('column.when')} disableSort render={(row) => <When row={row} />} />
        <DataTable.Col<LogRow>
          label={lk('column.change')}
          disableSort
          render={(row) => <Change row={row} />}
        />
        <DataTable.Col<LogRow>
          label={lk('column.property')}
          disableSort
          render={(row) => <Property row={row} />}
        />
        <DataTable.Col<LogRow> label={lk('column.by')} disableSort render={(row) => <Who row={row} />} />
        <DataTable.Col<LogRow>
          label={lk('column.what')}
          disableSort
          render={(row) => <WhatChanged row={row} onCompare={onCompare} />}
        />
        <DataTable.Col<LogRow> label={lk('column.why')} disableSort render={(row) => <Why row={row} />} />
      </DataTable>
    </Box>
  );
}
