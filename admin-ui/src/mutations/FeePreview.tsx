import { Box, Typography } from '@mui/material';
import {
  indiaDate,
  isMutationReason,
  mutationFee,
  rupeesToPaise,
  type MutationFeeTable,
} from '@ptax/contracts';
import { useTranslate } from 'react-admin';
import { formatPaise } from '../properties/format';
import { mk } from './texts';

type Values = Record<string, unknown>;

const paiseOf = (value: unknown) => {
  const rupees = Number(value);
  try {
    return value !== '' && Number.isFinite(rupees) && rupees >= 0 ? rupeesToPaise(rupees) : null;
  } catch {
    return null;
  }
};

/** The fee the server will charge, worked out with the same function and the table in force today. */
export function FeePreview({ values, table }: { values: Values; table: MutationFeeTable | null }) {
  const translate = useTranslate();
  const documentValuePaise = paiseOf(values.documentValue);
  const marketValuePaise = paiseOf(values.marketValue);
  const deedDate = String(values.deedDate ?? '');
  if (
    !table ||
    !isMutationReason(values.reason) ||
    documentValuePaise === null ||
    marketValuePaise === null ||
    !deedDate
  )
    return null;
  const fee = mutationFee(
    {
      reason: values.reason,
      documentValuePaise,
      marketValuePaise,
      deedDate,
      requestDate: indiaDate(Date.now()),
    },
    table,
  );
  return (
    <Box
      component="section"
      aria-label={translate(mk('raise.fee'))}
      sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Typography variant="subtitle2" component="h3">
        {translate(mk('raise.fee'))}: {formatPaise(fee.amountPaise)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {fee.amountPaise === 0
          ? translate(mk('raise.feeFree'))
          : translate(mk('feePanel.byRate'), {
              percent: fee.basisPoints / 100,
              value: formatPaise(fee.valuePaise),
            })}
        {fee.late ? `; ${translate(mk('raise.feeLate'), { amount: formatPaise(fee.lateFinePaise) })}` : ''}
      </Typography>
    </Box>
  );
}
