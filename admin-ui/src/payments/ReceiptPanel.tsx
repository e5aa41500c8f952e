import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { formatPaise } from '../properties/format';
import { HEAD_LABELS } from './bill';
import type { CounterReceipt, ReceiptLine } from './paymentForms';
import { PdfButtons } from './PdfButtons';
import { downloadReceipt } from './receipts';

export const LINE_KIND_LABELS: Record<ReceiptLine['kind'], string> = {
  interest: 'Interest',
  arrears: 'Arrears',
  current: 'Current year',
  advance: 'Advance credit',
  fee: 'Mutation fee',
};

/** Where a payment went (the apportionment lines): kind, year, tax and amount. */
export function ApportionmentTable({ lines }: { lines: ReceiptLine[] }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  return (
    <Table size="small" aria-label={t('Apportionment')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('Towards')}</TableCell>
          <TableCell>{t('Financial year')}</TableCell>
          <TableCell>{t('Tax')}</TableCell>
          <TableCell align="right">{t('Amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={index}>
            <TableCell>
              {t(LINE_KIND_LABELS[line.kind] ?? line.kind)}
              {line.feeId ? ` (${line.feeId})` : ''}
            </TableCell>
            <TableCell>{line.financialYear ?? ''}</TableCell>
            <TableCell>{line.head ? t(HEAD_LABELS[line.head]) : ''}</TableCell>
            <TableCell align="right">{formatPaise(line.amountPaise)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The counter payment's result: receipt number, where the money went, the receipt to download. */
export function ReceiptPanel({ receipt, onNext }: { receipt: CounterReceipt; onNext: () => void }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  return (
    <Box component="section" aria-label={t('Payment received')} sx={{ mt: 2 }}>
      <Alert severity="success" sx={{ mb: 2 }}>
        <AlertTitle>{t('Payment received')}</AlertTitle>
        {t('Receipt number')}: <strong>{receipt.receiptNumber}</strong> · {t('Amount')}:{' '}
        {formatPaise(receipt.amountPaise)}
        {receipt.rebatePaise ? ` · ${t('Rebate')}: ${formatPaise(receipt.rebatePaise)}` : ''}
        {receipt.status && receipt.status !== 'success' ? ` · ${t('Status')}: ${t(receipt.status)}` : ''}
      </Alert>
      <ApportionmentTable lines={receipt.lines ?? []} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        <PdfButtons
          label="Download receipt"
          download={(lang, token) => downloadReceipt(receipt.receiptNumber, lang, token)}
        />
        {receipt.verifyUrl ? (
          <Link href={receipt.verifyUrl} target="_blank" rel="noopener">
            {t('Verify receipt')}
          </Link>
        ) : null}
        <Button variant="contained" onClick={onNext}>
          {t('Take another payment')}
        </Button>
      </Box>
    </Box>
  );
}
