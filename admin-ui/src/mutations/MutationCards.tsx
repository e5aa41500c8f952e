import { Box, Paper } from '@mui/material';
import { CardFact } from '../components/Facts';
import { useListContext, useTranslate } from 'react-admin';
import { Badge, Empty, OpenButton } from './cells';
import { useDates } from './dates';
import type { MutationRow } from './mutationApi';
import type { MutationTab } from './tabs';
import { mk } from './texts';

/** On a phone each mutation is a card: its number (opening it), status and the facts of the table. */
export function MutationCards({ tab, onOpen }: { tab: MutationTab; onOpen: (row: MutationRow) => void }) {
  const { data = [], isPending } = useListContext<MutationRow>();
  const translate = useTranslate();
  const dates = useDates();
  if (!isPending && data.length === 0) return <Empty />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {data.map((row) => (
        <Paper component="li" key={row.id} variant="outlined" sx={{ p: 1.5, mb: 1 }}>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 0.5 }}
          >
            <OpenButton row={row} onOpen={onOpen} />
            <Badge kind="status" value={row.status} />
          </Box>
          <Box component="dl" sx={{ m: 0 }}>
            <CardFact label={translate(mk('column.propertyUniqueId'))}>{row.propertyUniqueId}</CardFact>
            <CardFact label={translate(mk('column.newOwner'))}>{row.ownerName}</CardFact>
            <CardFact label={translate(mk('column.previousOwner'))}>{row.previousOwnerName}</CardFact>
            <CardFact label={translate(mk('column.reason'))}>
              {translate(mk(`reason.${row.reason}`))}
            </CardFact>
            <CardFact label={translate(mk('column.requestedAt'))}>{dates.when(row.requestedAt)}</CardFact>
            {tab.key !== 'pending' ? (
              <CardFact label={translate(mk('column.decidedAt'))}>{dates.when(row.decidedAt)}</CardFact>
            ) : null}
            <CardFact label={translate(mk('column.fee'))}>
              <Badge kind="fee" value={row.fee.status} />
            </CardFact>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
