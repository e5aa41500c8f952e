import { Box, Paper, Typography } from '@mui/material';
import { UPLOADER_TYPES } from '@ptax/contracts';
import { useListContext, useTranslate } from 'react-admin';
import { useHttp, useLoaded } from '../properties/api';
import type { ObjectionSummary } from './objectionApi';
import { summaryQuery, type ObjectionTab } from './tabs';
import { ok, statusKey, uploaderKey } from './texts';

function Card({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper component="div" variant="outlined" sx={{ px: 2, py: 1 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 600 }}>
        {value ?? '…'}
      </Typography>
    </Paper>
  );
}

/**
 * The counts of GET objection/summary for the filters in force (every status, so the status filter
 * is left out); read again after each decision (`version`).
 */
export function SummaryCards({ tab, version }: { tab: ObjectionTab; version: number }) {
  const { filterValues } = useListContext();
  const http = useHttp();
  const translate = useTranslate();
  const query = summaryQuery(tab, filterValues);
  const summary = useLoaded<ObjectionSummary | null>(
    `${new URLSearchParams(query)}#${version}`,
    async () => (await http<{ data: ObjectionSummary }>('/objection/summary', { query })).json.data,
    null,
  );
  const label = translate(ok('summary.label'));
  if (summary.error) {
    return (
      <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {translate(ok('summary.unavailable'))}: {summary.error.message}
      </Typography>
    );
  }
  const data = summary.data;
  return (
    <Box component="section" aria-label={label} aria-busy={summary.loading} sx={{ px: 2, py: 1 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))' }}
      >
        <Card label={translate(ok('summary.total'))} value={data?.total} />
        <Card label={translate(statusKey('pending'))} value={data?.pending} />
        <Card label={translate(statusKey('rejected'))} value={data?.rejected} />
        <Card label={translate(statusKey('resolved'))} value={data?.resolved} />
        {UPLOADER_TYPES.map((type) => (
          <Card
            key={type}
            label={`${translate(ok('summary.byUploader'))}: ${translate(uploaderKey(type))}`}
            value={data?.byUploaderType?.[type]}
          />
        ))}
      </Box>
    </Box>
  );
}
