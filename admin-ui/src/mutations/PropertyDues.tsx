import { Alert, Button, CircularProgress } from '@mui/material';
import { isPropertyUniqueId } from '@ptax/contracts';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { useHttp, useLoaded } from '../properties/api';
import { formatPaise } from '../properties/format';
import { paymentPath } from './FeePanel';
import { mk } from './texts';

export interface PropertyBill {
  propertyUniqueId: string;
  ownerName: string | null;
  property: { propertyAddress: string | null; mohallaName: string | null };
  totals: { totalPaise: number };
}

/** The property a Property ID of 17 characters names, read from its bill (GET taxDemands/demandBillDetails). */
export function usePropertyBill(): {
  id: string | null;
  bill: PropertyBill | undefined;
  loading: boolean;
  error?: Error;
} {
  const http = useHttp();
  const typed = String(useWatch({ name: 'propertyUniqueId' }) ?? '')
    .trim()
    .toUpperCase();
  const id = isPropertyUniqueId(typed) ? typed : null;
  const loaded = useLoaded<PropertyBill | undefined>(
    id,
    async () =>
      (
        await http<{ data?: PropertyBill }>('/taxDemands/demandBillDetails', {
          query: { propertyId: id ?? '' },
        })
      ).json.data,
    undefined,
  );
  return { id, bill: loaded.data, loading: loaded.loading, error: loaded.error };
}

/**
 * Whose property it is, where, and whether it owes anything: a mutation is refused while it does, so
 * the way to the counter is right there.
 */
export function PropertyDues({ bill, loading, error }: ReturnType<typeof usePropertyBill>) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <div role="status" aria-live="polite">
      {loading ? <CircularProgress size={20} aria-label={translate(mk('raise.lookingUp'))} /> : null}
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {bill ? (
        // Inside the live status region: not an alert of its own (the form's refusal is the alert).
        <Alert
          role="note"
          severity={bill.totals.totalPaise > 0 ? 'warning' : 'info'}
          icon={false}
          sx={{ mt: 1 }}
        >
          <strong>{translate(mk('raise.owner'))}:</strong> {bill.ownerName}
          <br />
          <strong>{translate(mk('raise.property'))}:</strong>{' '}
          {[bill.property.propertyAddress, bill.property.mohallaName].filter(Boolean).join(', ')}
          <br />
          {bill.totals.totalPaise > 0 ? (
            <>
              {translate(mk('raise.owes'), { amount: formatPaise(bill.totals.totalPaise) })}{' '}
              <Button component={RouterLink} to={paymentPath(basename, bill.propertyUniqueId)} size="small">
                {translate(mk('action.takePayment'))}
              </Button>
            </>
          ) : (
            translate(mk('raise.owesNothing'))
          )}
        </Alert>
      ) : null}
    </div>
  );
}
