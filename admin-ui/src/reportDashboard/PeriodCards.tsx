import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay, formatPaise } from '../transactions/format';
import type { DashboardPeriod } from './types';

/** Today and the year to date, each against the same days last year, in rupees and in words. */
export function PeriodCards({ periods }: { periods: DashboardPeriod[] }) {
  const translate = useTranslate();
  const t = (text: string, options?: object) => translate(text, { _: text, ...options });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {periods.map((period) => {
        const up = (period.changePercent ?? 0) >= 0;
        const since =
          period.startDate === period.endDate
            ? formatDay(period.startDate)
            : `${formatDay(period.startDate)} – ${formatDay(period.endDate)}`;
        return (
          <Card key={period.key} variant="outlined" component="section" aria-label={period.name}>
            <CardContent>
              <Typography variant="overline" component="h2">
                {period.name} ({since})
              </Typography>
              <Typography variant="h4" component="p" aria-label={t('Collected')}>
                {formatPaise(period.amountPaise)}
              </Typography>
              <Typography variant="body2">
                {t(
                  '%{amount} from %{receipts} receipts; %{lastAmount} from %{lastReceipts} receipts in the same days last year (%{from} – %{to}).',
                  {
                    amount: formatPaise(period.amountPaise),
                    receipts: period.receipts.toLocaleString('en-IN'),
                    lastAmount: formatPaise(period.lastYearAmountPaise),
                    lastReceipts: period.lastYearReceipts.toLocaleString('en-IN'),
                    from: formatDay(period.lastYearStartDate),
                    to: formatDay(period.lastYearEndDate),
                  },
                )}
              </Typography>
              {period.changePercent !== null ? (
                <Typography
                  variant="body2"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    color: up ? 'success.main' : 'error.main',
                  }}
                  aria-label={t('Change against last year')}
                >
                  {up ? <ArrowUpward fontSize="small" /> : <ArrowDownward fontSize="small" />}
                  {`${up ? '+' : ''}${period.changePercent.toFixed(1)}%`}
                </Typography>
              ) : null}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
