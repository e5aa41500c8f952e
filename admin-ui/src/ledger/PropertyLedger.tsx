import Refresh from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  OutlinedInput,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { formatDay, type InstrumentStanding } from '@ptax/contracts';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { useHttp, useLoaded } from '../properties/api';
import { formatPaise, formatWhen } from '../properties/format';
import { BillTotalsList, YearsTable } from '../payments/BillSummary';
import { PdfButtons } from '../payments/PdfButtons';
import { downloadReceipt } from '../payments/receipts';
import { tk } from '../transactions/texts';
import { ledgerOf, type Ledger, type LedgerLine, type LedgerPayment } from './ledgerApi';

type Row = Record<string, unknown>;

const money = (paise: number | undefined) => (paise === undefined ? '' : formatPaise(paise));

const STATUS_LABELS: Record<string, string> = {
  received: 'Received',
  success: 'Received',
  pending: 'Pending',
  reversed: 'Reversed',
  rejected: 'Rejected (bounced)',
  cancelled: 'Cancelled',
  shiftedOut: 'Shifted to another property',
};

type ChipColor = 'success' | 'warning' | 'error' | 'default';

/** A cheque's or DD's standing with the bank, in the words of the transaction lists. */
const STANDING_COLORS: Record<InstrumentStanding, ChipColor> = {
  realising: 'warning',
  cleared: 'success',
  bounced: 'error',
};

const STATUS_COLORS: Record<string, ChipColor> = {
  received: 'success',
  success: 'success',
  pending: 'warning',
  reversed: 'error',
  rejected: 'error',
  cancelled: 'error',
  shiftedOut: 'default',
};

function Lines({ lines }: { lines: LedgerLine[] }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  if (lines.length === 0) return <Typography>{t('No money entries yet')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('Entries')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Date')}</TableCell>
            <TableCell>{t('Entry')}</TableCell>
            <TableCell>{t('Financial year')}</TableCell>
            <TableCell align="right">{t('Debit')}</TableCell>
            <TableCell align="right">{t('Credit')}</TableCell>
            <TableCell align="right">{t('Balance')}</TableCell>
            <TableCell>{t('Receipt number')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell>{formatDay(line.on)}</TableCell>
              <TableCell>{line.description}</TableCell>
              <TableCell>{line.financialYear}</TableCell>
              <TableCell align="right">{line.debitPaise ? money(line.debitPaise) : ''}</TableCell>
              <TableCell align="right">{line.creditPaise ? money(line.creditPaise) : ''}</TableCell>
              <TableCell align="right">{money(line.balancePaise)}</TableCell>
              <TableCell>{line.receiptNumber}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Payments({ payments }: { payments: LedgerPayment[] }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  if (payments.length === 0) return <Typography>{t('No payments yet')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('Payments')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Receipt number')}</TableCell>
            <TableCell>{t('Paid on')}</TableCell>
            <TableCell>{t('Mode')}</TableCell>
            <TableCell align="right">{t('Amount')}</TableCell>
            <TableCell>{t('Status')}</TableCell>
            <TableCell>{t('Receipt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.txnId}>
              <TableCell>{payment.receiptNumber}</TableCell>
              <TableCell>{formatWhen(payment.paidAt)}</TableCell>
              <TableCell>{payment.mode}</TableCell>
              <TableCell align="right">{money(payment.amountPaise)}</TableCell>
              <TableCell>
                {payment.standing ? (
                  <Chip
                    size="small"
                    label={translate(tk(`status.${payment.standing}`))}
                    color={STANDING_COLORS[payment.standing]}
                  />
                ) : (
                  <Chip
                    size="small"
                    label={t(STATUS_LABELS[payment.status] ?? payment.status)}
                    color={STATUS_COLORS[payment.status] ?? 'default'}
                  />
                )}
              </TableCell>
              <TableCell>
                {payment.receiptNumber ? (
                  <PdfButtons
                    label="Receipt"
                    download={(lang, token) => downloadReceipt(payment.receiptNumber, lang, token)}
                  />
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function LedgerView({ ledger }: { ledger: Ledger }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  return (
    <>
      {ledger.asOf ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('As of')} {ledger.asOf}
        </Typography>
      ) : null}
      <YearsTable years={ledger.years} label="Ledger by year" />
      <Box sx={{ my: 2 }}>
        <BillTotalsList totals={ledger.totals} />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('Entries')}
      </Typography>
      <Lines lines={ledger.lines} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('Payments')}
      </Typography>
      <Payments payments={ledger.payments} />
    </>
  );
}

/**
 * The property's ledger (POST properties/ledger): today's, or as of a day the user picks (the fold
 * of the property's money events up to that day).
 */
export function PropertyLedger({ propertyUniqueId }: { propertyUniqueId: string }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const http = useHttp();
  const dateId = useId();
  const [typed, setTyped] = useState('');
  const [asOf, setAsOf] = useState('');
  const [version, setVersion] = useState(0);
  const ledger = useLoaded<Ledger | null>(
    `${propertyUniqueId}|${asOf}|${version}`,
    async () => {
      const body = { propertyUniqueId, ...(asOf ? { asOf } : {}) };
      const reply = await http<{ data?: Row }>('/properties/ledger', { method: 'POST', body });
      return ledgerOf(reply.json?.data ?? {}, propertyUniqueId);
    },
    null,
  );
  return (
    <Box role="region" aria-label={t('Ledger')}>
      <Box
        component="form"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          setAsOf(typed);
          setVersion((v) => v + 1);
        }}
      >
        <label htmlFor={dateId}>{t('As of date')}</label>
        <OutlinedInput
          id={dateId}
          type="date"
          size="small"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="outlined" size="small" startIcon={<Refresh />}>
          {t('Show')}
        </Button>
      </Box>
      {ledger.loading ? <CircularProgress aria-label={t('Loading')} /> : null}
      {ledger.error ? <Alert severity="error">{ledger.error.message}</Alert> : null}
      {ledger.data ? <LedgerView ledger={ledger.data} /> : null}
    </Box>
  );
}
