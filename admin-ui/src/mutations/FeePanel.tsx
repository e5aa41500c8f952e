import { Alert, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatPaise } from '../properties/format';
import { Badge } from './cells';
import type { MutationRow } from './mutationApi';
import { mk } from './texts';

function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, whiteSpace: 'nowrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Where the fee is taken: the counter's payment form for the property. */
export const paymentPath = (basename: string, propertyUniqueId: string) =>
  `${basename}/offlinePayment?${new URLSearchParams({ propertyUniqueId })}`;

/**
 * The mutation's fee: how it was worked out (rate, cap, late fine, table version), what is paid, due,
 * waived or refunded on the property's ledger, and the way to the counter while some is due.
 */
export function FeePanel({ row }: { row: MutationRow }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { fee } = row;
  const c = fee.computation;
  const t = (key: Parameters<typeof mk>[0], args?: object) => translate(mk(key), args);
  return (
    <Box
      component="section"
      aria-label={t('feePanel.label')}
      sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="subtitle2">
          {t('feePanel.label')}
        </Typography>
        <Badge kind="fee" value={fee.status} />
      </Box>
      <Box component="dl" sx={{ m: 0, mt: 1 }}>
        <Line
          label={t('feePanel.byRate', { percent: c.basisPoints / 100, value: formatPaise(c.valuePaise) })}
        >
          {formatPaise(c.byRatePaise)}
        </Line>
        {c.capPaise !== null && c.byRatePaise > c.capPaise ? (
          <Line label={t('feePanel.cap', { cap: formatPaise(c.capPaise) })}>{formatPaise(c.feePaise)}</Line>
        ) : null}
        {c.late ? (
          <Line label={t('feePanel.lateFine', { months: c.lateAfterMonths })}>
            {formatPaise(c.lateFinePaise)}
          </Line>
        ) : null}
        <Line label={<strong>{t('feePanel.amount')}</strong>}>
          <strong>{formatPaise(fee.amountPaise)}</strong>
        </Line>
        <Line label={t('feePanel.paid')}>{formatPaise(fee.paidPaise)}</Line>
        {fee.waivedPaise > 0 ? (
          <Line label={t('feePanel.waived')}>{formatPaise(fee.waivedPaise)}</Line>
        ) : null}
        {fee.refundedPaise > 0 ? (
          <Line label={t('feePanel.refunded')}>{formatPaise(fee.refundedPaise)}</Line>
        ) : null}
        <Line label={t('feePanel.due')}>{formatPaise(fee.outstandingPaise)}</Line>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('feePanel.version', { version: c.feeTableVersion })}
      </Typography>
      {fee.outstandingPaise > 0 && row.status === 'pending' ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('feePanel.dueNote')}
          <Box sx={{ mt: 1 }}>
            <Button
              component={RouterLink}
              to={paymentPath(basename, row.propertyUniqueId)}
              variant="outlined"
              size="small"
            >
              {t('action.takePayment')}
            </Button>
          </Box>
        </Alert>
      ) : null}
    </Box>
  );
}
