import { Box, Paper, Typography } from '@mui/material';
import { JALKAL_STATES } from '@ptax/contracts';
import { useTranslate } from 'react-admin';
import { useHttp, useLoaded } from '../properties/api';
import { requestSummary, type JalkalSummary } from './jalkalApi';
import { jk } from './texts';

/** The requests in each state (GET jalkal/summary); read again after each decision (`version`). */
export function SummaryCards({ version }: { version: number }) {
  const http = useHttp();
  const translate = useTranslate();
  const summary = useLoaded<JalkalSummary | null>(`summary#${version}`, () => requestSummary(http, {}), null);
  if (summary.error) {
    return (
      <Typography role="status" variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate(jk('summary.unavailable'))}: {summary.error.message}
      </Typography>
    );
  }
  return (
    <Box
      component="section"
      aria-label={translate(jk('summary.label'))}
      aria-busy={summary.loading}
      sx={{ py: 1 }}
    >
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))' }}
      >
        {JALKAL_STATES.map((state) => (
          <Paper key={state} component="div" variant="outlined" sx={{ px: 2, py: 1 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(jk(`status.${state}`))}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 600 }}>
              {summary.data?.[state] ?? '…'}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
