import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { JalkalEditRow } from './jalkalApi';
import { RequestFacts } from './RequestFacts';
import { StateChip } from './StateChip';
import { jk } from './texts';

export type Decision = { verb: 'approve' | 'reject'; row: JalkalEditRow };

/** One request as a card: its number and state, its facts, and Approve / Reject while it is pending. */
function RequestCard({ row, onDecide }: { row: JalkalEditRow; onDecide?: (decision: Decision) => void }) {
  const translate = useTranslate();
  const number = { number: row.jalkalEditId };
  return (
    <Paper component="li" variant="outlined" aria-label={row.jalkalEditId} sx={{ p: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {row.jalkalEditId}
        </Typography>
        <StateChip row={row} />
      </Box>
      <RequestFacts row={row} />
      {onDecide && row.status === 'pending' ? (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<Check />}
            aria-label={translate(jk('action.approveOne'), number)}
            onClick={() => onDecide({ verb: 'approve', row })}
          >
            {translate(jk('action.approve'))}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<Close />}
            aria-label={translate(jk('action.rejectOne'), number)}
            onClick={() => onDecide({ verb: 'reject', row })}
          >
            {translate(jk('action.reject'))}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

/** The page of requests: cards side by side on a wide screen, one under another on a phone. */
export function RequestCards({ onDecide }: { onDecide?: (decision: Decision) => void }) {
  const { data = [], isPending } = useListContext<JalkalEditRow>();
  const translate = useTranslate();
  if (!isPending && data.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate(jk('empty'))}
      </Typography>
    );
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: { xs: 1, sm: 2 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 26rem), 1fr))',
      }}
    >
      {data.map((row) => (
        <RequestCard key={row.id} row={row} onDecide={onDecide} />
      ))}
    </Box>
  );
}
