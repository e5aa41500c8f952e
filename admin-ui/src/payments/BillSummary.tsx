import {
  Alert,
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { formatPaise, textOf } from '../properties/format';
import { HEAD_LABELS, TAX_HEADS, type Bill, type BillAmounts, type BillTotals } from './bill';

const AMOUNT_COLUMNS: [keyof BillAmounts, string][] = [
  ['demandPaise', 'Demand'],
  ['adjustmentPaise', 'Adjustment'],
  ['rebatePaise', 'Rebate'],
  ['paidPaise', 'Paid'],
  ['interestPaise', 'Interest'],
  ['balancePaise', 'Balance'],
];

/** Adjustment and rebate columns only when some year has one: most bills have neither. */
const OPTIONAL_COLUMNS = new Set<keyof BillAmounts>(['adjustmentPaise', 'rebatePaise']);
const columnsFor = (years: Bill['years']) =>
  AMOUNT_COLUMNS.filter(
    ([field]) => !OPTIONAL_COLUMNS.has(field) || years.some((year) => year.total[field] !== 0),
  );

const TOTAL_LINES: [Exclude<keyof BillTotals, 'netPayableOnlinePaise'>, string][] = [
  ['arrearsPaise', 'Arrears'],
  ['interestPaise', 'Interest'],
  ['currentPaise', 'Current year'],
  ['feesPaise', 'Mutation fee'],
  ['advancePaise', 'Advance credit'],
  ['rebatePaise', 'Rebate available'],
];

/** The discount on offer in words, from whatever the server names its fields. */
export function offerText(offer: Record<string, unknown> | null | undefined): string {
  if (!offer) return '';
  const percentage = textOf(offer, 'percentage', 'discountPercentage');
  const until = textOf(offer, 'until', 'validUntil', 'billingPeriod', 'endsOn');
  const description = textOf(offer, 'periodDescription', 'description');
  return [percentage ? `${percentage}%` : '', until ? `until ${until}` : '', description]
    .filter(Boolean)
    .join(' ');
}

/** The years table of a bill or ledger: one row per year and head, the year's total under it. */
export function YearsTable({ years, label }: { years: Bill['years']; label: string }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  if (years.length === 0) return <Typography>{t('No demand has been raised yet')}</Typography>;
  const columns = columnsFor(years);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t(label)}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Financial year')}</TableCell>
            <TableCell>{t('Tax')}</TableCell>
            {columns.map(([, name]) => (
              <TableCell key={name} align="right">
                {t(name)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {years.map((year) => (
            <Fragment key={year.financialYear}>
              {TAX_HEADS.filter((head) => year.heads[head]).map((head) => (
                <TableRow key={head}>
                  <TableCell>
                    {year.financialYear}
                    {year.kind ? ` (${t(year.kind === 'arrears' ? 'Arrears' : 'Current year')})` : ''}
                  </TableCell>
                  <TableCell>{t(HEAD_LABELS[head])}</TableCell>
                  {columns.map(([field]) => (
                    <TableCell key={field} align="right">
                      {formatPaise((year.heads[head] as BillAmounts)[field])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow sx={{ '& td': { fontWeight: 600 } }}>
                <TableCell>{year.financialYear}</TableCell>
                <TableCell>{t('Total')}</TableCell>
                {columns.map(([field]) => (
                  <TableCell key={field} align="right">
                    {formatPaise(year.total[field])}
                  </TableCell>
                ))}
              </TableRow>
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The totals of a bill, the net payable last and in bold. */
export function BillTotalsList({ totals }: { totals: BillTotals }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0, maxWidth: 420 }}
    >
      {TOTAL_LINES.filter(([field]) => field !== 'feesPaise' || (totals.feesPaise ?? 0) > 0).map(
        ([field, label]) => (
          <Fragment key={field}>
            <Box component="dt">{t(label)}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {formatPaise(totals[field] ?? 0)}
            </Box>
          </Fragment>
        ),
      )}
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {t('Net payable')}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }} aria-label={t('Net payable')}>
        {formatPaise(totals.netPayablePaise)}
      </Box>
    </Box>
  );
}

/** The bill of the chosen property (GET taxDemands/demandBillDetails). */
export function BillSummary({ bill, ownerName }: { bill: Bill; ownerName?: string }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const owner = bill.ownerName ?? ownerName;
  const offer = offerText(bill.offer);
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={t('Bill')}>
      <CardContent>
        <SectionHeading>
          {t('Bill')}: {bill.propertyUniqueId}
          {owner ? ` · ${owner}` : ''}
        </SectionHeading>
        <YearsTable years={bill.years} label="Dues by year" />
        <Box sx={{ mt: 2 }}>
          <BillTotalsList totals={bill.totals} />
        </Box>
        {offer && bill.totals.rebatePaise > 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('Rebate on offer when everything is paid')}: {offer}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
