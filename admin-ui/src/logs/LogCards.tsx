import { Box, Paper, Typography } from '@mui/material';
import type { LogRow } from '@ptax/contracts';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { Change, Empty, Property, When, WhatChanged, Who, Why } from './cells';
import { lk, useLogNames } from './texts';

function CardFact({ label, children }: { label: string; children: ReactNode }) {
  const { translate } = useLogNames();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** On a phone each change is a card: what, when, then who, where and why. */
export function LogCards({ onCompare }: { onCompare: (row: LogRow) => void }) {
  const { data = [], isPending } = useListContext<LogRow>();
  if (!isPending && data.length === 0) return <Empty />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {data.map((row) => (
        <Paper component="li" key={row.id} variant="outlined" sx={{ p: 1.5, mb: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
            <Change row={row} />
            <Typography variant="body2" color="text.secondary" component="span">
              <When row={row} />
            </Typography>
          </Box>
          <Box component="dl" sx={{ m: 0 }}>
            <CardFact label={lk('column.property')}>
              <Property row={row} />
            </CardFact>
            <CardFact label={lk('column.by')}>
              <Who row={row} />
            </CardFact>
            {row.remarks ? (
              <CardFact label={lk('column.why')}>
                <Why row={row} />
              </CardFact>
            ) : null}
          </Box>
          <WhatChanged row={row} onCompare={onCompare} />
        </Paper>
      ))}
    </Box>
  );
}
