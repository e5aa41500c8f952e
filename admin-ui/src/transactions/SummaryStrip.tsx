import { Box, Chip, Paper, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useHttp, useLoaded } from '../properties/api';
import { screenQuery, useScreen } from './api';
import { formatPaise } from './format';
import { modeKey, tk } from './texts';
import type { TransactionSummary } from './types';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Totals of everything the filters select, not only the page (GET .../summary with the list's
 * filters): count, amount, rebate and the amount by mode. Read again after each action.
 */
export function SummaryStrip() {
  const { screen, version } = useScreen();
  const { filterValues } = useListContext();
  const http = useHttp();
  const translate = useTranslate();
  const query = screenQuery(screen, filterValues);
  const path = screen.summaryPath;
  const summary = useLoaded<TransactionSummary | null>(
    path ? `${path}?${new URLSearchParams(query)}#${version}` : null,
    async () => (await http<{ data: TransactionSummary }>(path as string, { query })).json.data,
    null,
  );
  if (!path) return null;
  const label = translate(tk('summary.label'));
  if (summary.error) {
    return (
      <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {translate(tk('summary.unavailable'))}: {summary.error.message}
      </Typography>
    );
  }
  const data = summary.data;
  return (
    <Paper
      component="section"
      aria-label={label}
      aria-busy={summary.loading}
      variant="outlined"
      sx={{ mx: 2, my: 1, px: 2, py: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}
    >
      <Figure label={translate(tk('summary.count'))} value={data ? String(data.count) : '…'} />
      <Figure label={translate(tk('summary.amount'))} value={data ? formatPaise(data.amountPaise) : '…'} />
      <Figure label={translate(tk('summary.rebate'))} value={data ? formatPaise(data.rebatePaise) : '…'} />
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
        {(data?.byMode ?? []).map((line) => (
          <li key={line.mode}>
            <Chip
              variant="outlined"
              label={`${translate(modeKey(line.mode), { _: line.mode })}: ${line.count} · ${formatPaise(line.amountPaise)}`}
            />
          </li>
        ))}
      </Box>
    </Paper>
  );
}
