import { Box, Typography } from '@mui/material';
import { usePeopleWords } from '../providers/i18n/names';
import { instrumentStanding } from '@ptax/contracts';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDay, formatPaise, formatTime, instrumentText } from './format';
import { modeKey, statusKey, tk, type TransactionsTextKey } from './texts';
import type { ListedRow } from './types';

/** A day with its time below it, both as read in India. */
function When({ value }: { value: unknown }) {
  const time = formatTime(value);
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatDay(value)}
      </Box>
      {time ? (
        <Typography variant="caption" component="div" color="text.secondary">
          {time}
        </Typography>
      ) : null}
    </>
  );
}

/** The gateway a payment went through, by name in the screen's language. */
function Gateway({ code }: { code: unknown }) {
  return <>{usePeopleWords().gateway(code)}</>;
}

/** A translated value name (a mode, a status), the raw value when it has none. */
function Named({ textKey, value }: { textKey: string; value: unknown }) {
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  return <>{translate(textKey, { _: String(value) })}</>;
}

/** A cheque or DD says where it stands with the bank (contracts chequeStanding.ts), others their status. */
function Status({ row }: { row: ListedRow }) {
  const translate = useTranslate();
  const standing = instrumentStanding(row.mode, row.status);
  return (
    <>
      <Named textKey={standing ? tk(`status.${standing}`) : statusKey(row.status)} value={row.status} />
      {standing === 'bounced' ? (
        <Typography variant="caption" component="div" color="text.secondary">
          {translate(tk('status.bouncedReversal'))}
        </Typography>
      ) : null}
      {row.status === 'success' && row.posted === false ? (
        <Typography variant="caption" component="div" color="text.secondary">
          {translate(tk('status.notPosted'))}
        </Typography>
      ) : null}
    </>
  );
}

function Payer({ row }: { row: ListedRow }) {
  return (
    <>
      {row.payerName ?? row.ownerName ?? ''}
      {row.payerMobile ? (
        <Typography variant="caption" component="div" color="text.secondary">
          {row.payerMobile}
        </Typography>
      ) : null}
    </>
  );
}

const money = (paise: number | undefined) => (typeof paise === 'number' ? formatPaise(paise) : '');
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export interface ColumnSpec {
  label: TransactionsTextKey;
  render: (row: ListedRow) => ReactNode;
  /** The field the server sorts by when the column is sortable. */
  sortBy?: string;
  align?: 'right';
  /** A secondary column: shown only from this screen width on (components/columns shownFrom). */
  from?: 'lg' | 'xl';
}

/** Every column a transaction screen may show; a screen lists the ones it wants, in order. */
export const COLUMNS = {
  date: {
    label: 'column.date',
    render: (row) => <When value={row.paidAt ?? row.createdAt} />,
    sortBy: 'createdAt',
  },
  createdAt: { label: 'column.date', render: (row) => <When value={row.createdAt} />, sortBy: 'createdAt' },
  txnId: { label: 'column.txnId', render: (row) => text(row.txnId), from: 'xl' },
  receiptNumber: { label: 'column.receiptNumber', render: (row) => text(row.receiptNumber) },
  propertyUniqueId: { label: 'column.propertyUniqueId', render: (row) => text(row.propertyUniqueId) },
  ownerName: { label: 'column.ownerName', render: (row) => text(row.ownerName) },
  payer: { label: 'column.payer', render: (row) => <Payer row={row} /> },
  mode: { label: 'column.mode', render: (row) => <Named textKey={modeKey(row.mode)} value={row.mode} /> },
  instrument: { label: 'column.instrument', render: (row) => instrumentText(row.instrument) },
  gateway: { label: 'column.gateway', render: (row) => <Gateway code={row.gateway} /> },
  gatewayTxnId: { label: 'column.gatewayTxnId', render: (row) => text(row.gatewayTxnId), from: 'xl' },
  amount: {
    label: 'column.amount',
    render: (row) => money(row.amountPaise),
    sortBy: 'amountPaise',
    align: 'right',
  },
  rebate: { label: 'column.rebate', render: (row) => money(row.rebatePaise), align: 'right', from: 'xl' },
  status: { label: 'column.status', render: (row) => <Status row={row} /> },
  collectedBy: { label: 'column.collectedBy', render: (row) => text(row.collectedBy), from: 'xl' },
  remarks: { label: 'column.remarks', render: (row) => text(row.remarks) },
  shiftedTo: { label: 'column.shiftedTo', render: (row) => text(row.shiftedTo) },
  financialYear: { label: 'column.financialYear', render: (row) => text(row.financialYear) },
  closedOn: {
    label: 'column.closedOn',
    render: (row) => <When value={row.cancelledAt ?? row.rejectedAt ?? ''} />,
  },
  recipient: { label: 'column.recipient', render: (row) => text(row.recipient) },
  template: { label: 'column.template', render: (row) => text(row.template) },
  reference: { label: 'column.reference', render: (row) => text(row.reference) },
  messageStatus: { label: 'column.status', render: (row) => text(row.status) },
  attempts: { label: 'column.attempts', render: (row) => text(row.attempts), align: 'right' },
  sentAt: { label: 'column.sentAt', render: (row) => <When value={row.sentAt} /> },
} satisfies Record<string, ColumnSpec>;

export type ColumnName = keyof typeof COLUMNS;
