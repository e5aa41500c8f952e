import { Box, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { CardFact as SharedCardFact } from '../components/Facts';
import { formatWhen } from '../properties/format';
import { Empty, OpenButton, Uploader } from './cells';
import { formatDay } from './format';
import type { ObjectionRow } from './objectionApi';
import { StatusChip } from './StatusChip';
import type { ObjectionTab } from './tabs';
import { ok } from './texts';

function CardFact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return <SharedCardFact label={translate(label)}>{children}</SharedCardFact>;
}

/** On a phone each objection is a card: its number (opening it), status and the facts of the table. */
export function ObjectionCards({ tab, onOpen }: { tab: ObjectionTab; onOpen: (row: ObjectionRow) => void }) {
  const { data = [], isPending } = useListContext<ObjectionRow>();
  if (!isPending && data.length === 0) return <Empty />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {data.map((row) => (
        <Paper component="li" key={row.id} variant="outlined" sx={{ p: 1.5, mb: 1 }}>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 0.5 }}
          >
            <OpenButton row={row} onOpen={onOpen} />
            <StatusChip status={row.status} />
          </Box>
          <Box component="dl" sx={{ m: 0 }}>
            <CardFact label={ok('column.propertyUniqueId')}>{row.propertyUniqueId}</CardFact>
            <CardFact label={ok('column.ownerName')}>{row.ownerName}</CardFact>
            <CardFact label={ok('column.mohalla')}>{row.mohallaName}</CardFact>
            <CardFact label={ok('column.uploadedBy')}>
              <Uploader row={row} />
            </CardFact>
            <CardFact label={ok('column.objectionDate')}>{formatDay(row.objectionDate)}</CardFact>
            {tab.resolvedDates ? (
              <CardFact label={ok('column.resolvedAt')}>{formatWhen(row.resolvedAt)}</CardFact>
            ) : null}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
