import { Box, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { Badge, Empty, OpenButton } from './cells';
import { useDates } from './dates';
import { MutationCards } from './MutationCards';
import type { MutationRow } from './mutationApi';
import type { MutationTab } from './tabs';
import { mk } from './texts';

/** The paged mutations, cards on a phone; a row (or its number) opens the details. */
export function MutationTable({ tab, onOpen }: { tab: MutationTab; onOpen: (row: MutationRow) => void }) {
  const translate = useTranslate();
  const dates = useDates();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <MutationCards tab={tab} onOpen={onOpen} />;
  const Col = DataTable.Col<MutationRow>;
  return (
    // Between a phone and a wide screen the table scrolls sideways within the list, not the page.
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<MutationRow>
        bulkActionButtons={false}
        empty={<Empty />}
        rowClick={(_id, _resource, record) => {
          onOpen(record as MutationRow);
          return false;
        }}
      >
        <Col
          label={mk('column.mutationId')}
          disableSort
          render={(row) => <OpenButton row={row} onOpen={onOpen} />}
        />
        <Col source="propertyUniqueId" label={mk('column.propertyUniqueId')} disableSort />
        <Col source="ownerName" label={mk('column.newOwner')} disableSort />
        <Col source="previousOwnerName" label={mk('column.previousOwner')} disableSort />
        <Col
          label={mk('column.reason')}
          disableSort
          render={(row) => translate(mk(`reason.${row.reason}`))}
        />
        <Col source="mohallaName" label={mk('column.mohalla')} disableSort />
        <Col label={mk('column.requestedAt')} disableSort render={(row) => dates.when(row.requestedAt)} />
        {tab.key !== 'pending' ? (
          <Col label={mk('column.decidedAt')} disableSort render={(row) => dates.when(row.decidedAt)} />
        ) : null}
        <Col
          label={mk('column.fee')}
          disableSort
          render={(row) => <Badge kind="fee" value={row.fee.status} />}
        />
        <Col
          label={mk('column.status')}
          disableSort
          render={(row) => <Badge kind="status" value={row.status} />}
        />
      </DataTable>
    </Box>
  );
}
