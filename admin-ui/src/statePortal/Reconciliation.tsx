import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { StatePortalOverview } from '@ptax/contracts';
import { ToneChip } from '../components/ToneChip';
import { formatPaise } from '../properties/format';
import { formatDay } from '../transactions/format';
import { PROBLEMS } from './statePortalApi';

type T = (text: string, options?: object) => string;

const sum = (records: number, amountPaise: number) =>
  `${records.toLocaleString('en-IN')} / ${formatPaise(amountPaise)}`;

/** Per day: the ledger's collection against the register, what was sent and what was acknowledged. */
export function Reconciliation({ overview, t }: { overview: StatePortalOverview; t: T }) {
  return (
    <Box component="section" aria-label={t('Reconciliation')} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        {t('Reconciliation')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('Reconciliation')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('Date')}</TableCell>
              <TableCell align="right">{t('Collection (reports)')}</TableCell>
              <TableCell align="right">{t('Register records')}</TableCell>
              <TableCell align="right">{t('Sent')}</TableCell>
              <TableCell align="right">{t('Acknowledged')}</TableCell>
              <TableCell align="right">{t('To send')}</TableCell>
              <TableCell>{t('Agrees')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {overview.days.map((day) => (
              <TableRow key={day.date} data-testid={`day-${day.date}`}>
                <TableCell>{formatDay(day.date)}</TableCell>
                <TableCell align="right" data-testid="ledger">
                  {formatPaise(day.ledger.amountPaise)}
                </TableCell>
                <TableCell align="right">{sum(day.register.records, day.register.amountPaise)}</TableCell>
                <TableCell align="right" data-testid="sent">
                  {sum(day.sent.records, day.sent.amountPaise)}
                </TableCell>
                <TableCell align="right" data-testid="acknowledged">
                  {sum(day.acknowledged.records, day.acknowledged.amountPaise)}
                </TableCell>
                <TableCell align="right" data-testid="to-send">
                  {sum(day.toSend.records, day.toSend.amountPaise)}
                </TableCell>
                <TableCell>
                  <ToneChip tone={day.matches ? 'done' : 'refused'}>
                    {t(day.matches ? 'Agrees with the ledger' : 'Differs from the ledger')}
                  </ToneChip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Differences overview={overview} t={t} />
    </Box>
  );
}

function Differences({ overview, t }: { overview: StatePortalOverview; t: T }) {
  if (!overview.differences.length)
    return (
      <Alert severity="success" sx={{ mt: 1 }}>
        {t('No differences')}
      </Alert>
    );
  return (
    <Box sx={{ overflowX: 'auto', mt: 1 }}>
      <Table size="small" aria-label={t('Differences')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Receipt number')}</TableCell>
            <TableCell>{t('Kind')}</TableCell>
            <TableCell align="right">{t('Amount')}</TableCell>
            <TableCell>{t('Problem')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {overview.differences.map((d) => (
            <TableRow key={`${d.date}/${d.receiptNumber}/${d.kind}/${d.problem}`}>
              <TableCell>{d.receiptNumber ?? formatDay(d.date)}</TableCell>
              <TableCell>{d.kind ? t(d.kind) : ''}</TableCell>
              <TableCell align="right">{formatPaise(d.amountPaise)}</TableCell>
              <TableCell>{portalWords(d.message, t(PROBLEMS[d.problem]), PROBLEMS[d.problem])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Our words translated; the portal's own words after them as it gave them. */
function portalWords(message: string, translated: string, english: string) {
  return message.startsWith(`${english}: `)
    ? `${translated}: ${message.slice(english.length + 2)}`
    : translated;
}
