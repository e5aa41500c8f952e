import Payments from '@mui/icons-material/Payments';
import { Card, CardContent, Grid } from '@mui/material';
import { PAYMENT_TRANSACTION_TYPES } from '@ptax/contracts';
import type { ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { useHttp } from '../properties/api';
import { FormDateInput, FormSelectInput, FormTextInput, WithValues } from '../properties/formInputs';
import { textOf } from '../properties/format';
import { COUNTER_MODE_CHOICES, DEFAULT_PAYMENT_TYPE, PAYMENT_TYPE_CHOICES, POS_MODE } from './choices';
import type { PaymentContext } from './PaymentPage';
import { counterPayload, rupeesText, validateCounterPayment, type CounterReceipt } from './paymentForms';
import { SubmitButton } from './SubmitButton';
import { useIdempotencyKey } from './idempotencyKey';
import { useServerSubmit } from './submit';

function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 4 }}>{children}</Grid>;
}

/**
 * The cheque or DD details (SPEC section 5, payment entry) with the instrument's date (neither stale
 * nor post-dated), or the card machine's code the mode needs.
 */
function InstrumentInputs({ mode }: { mode: unknown }) {
  if (mode === PAYMENT_TRANSACTION_TYPES.cheque)
    return (
      <>
        <Cell>
          <FormTextInput source="chequeNo" label="Cheque Number" required />
        </Cell>
        <Cell>
          <FormDateInput source="instrumentDate" label="Cheque Date" required />
        </Cell>
        <Cell>
          <FormTextInput source="issuerName" label="Issuer Name" required />
        </Cell>
        <Cell>
          <FormTextInput source="ifscCode" label="IFSC Code" required />
        </Cell>
        <Cell>
          <FormTextInput source="bankName" label="Bank Name" />
        </Cell>
      </>
    );
  if (mode === PAYMENT_TRANSACTION_TYPES.dd)
    return (
      <>
        <Cell>
          <FormTextInput source="ddNumber" label="DD Number" required />
        </Cell>
        <Cell>
          <FormDateInput source="instrumentDate" label="DD Date" required />
        </Cell>
        <Cell>
          <FormTextInput source="bankName" label="Bank Name" required />
        </Cell>
        <Cell>
          <FormTextInput source="issuerName" label="Issuer Name" required />
        </Cell>
        <Cell>
          <FormTextInput source="ifscCode" label="IFSC Code" />
        </Cell>
      </>
    );
  if (mode === POS_MODE)
    return (
      <Cell>
        <FormTextInput source="refId" label="Approval Code (POS)" required />
      </Cell>
    );
  return null;
}

/**
 * Cash, cheque, DD or POS at the counter: POST transactions with the amount in rupees; the amount
 * starts at the net payable and may be less (a part payment).
 */
export function CounterPaymentForm({
  ctx,
  onPaid,
}: {
  ctx: PaymentContext;
  onPaid: (receipt: CounterReceipt) => void;
}) {
  const translate = useTranslate();
  const http = useHttp();
  const once = useIdempotencyKey();
  const submit = useServerSubmit(async (values: Record<string, unknown>) => {
    const reply = await http<{ data: CounterReceipt }>('/transactions', {
      method: 'POST',
      body: counterPayload(values, ctx.propertyUniqueId),
      headers: once.headers,
    });
    once.renew();
    onPaid(reply.json.data);
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <SectionHeading>{translateText(translate, 'Payment')}</SectionHeading>
        <Form
          defaultValues={{
            transactionType: PAYMENT_TRANSACTION_TYPES.cash,
            type: DEFAULT_PAYMENT_TYPE,
            paidAmount: rupeesText(ctx.bill.totals.netPayablePaise),
            payerName: textOf(ctx.property, 'ownerName'),
            payerMobile: textOf(ctx.property, 'mobileNumber'),
          }}
          validate={validateCounterPayment}
          onSubmit={submit}
          mode="onTouched"
          noValidate
        >
          <Grid container columnSpacing={2} sx={{ width: '100%' }}>
            <Cell>
              <FormSelectInput
                source="transactionType"
                label="Transaction Type"
                choices={COUNTER_MODE_CHOICES}
                required
              />
            </Cell>
            <Cell>
              <FormSelectInput source="type" label="Payment Type" choices={PAYMENT_TYPE_CHOICES} required />
            </Cell>
            <Cell>
              <FormTextInput source="paidAmount" label="Paid Amount (₹)" required />
            </Cell>
            <Cell>
              <FormTextInput source="payerName" label="Payer Name" />
            </Cell>
            <Cell>
              <FormTextInput source="payerMobile" label="Payer Mobile" />
            </Cell>
            <WithValues>{(values) => <InstrumentInputs mode={values.transactionType} />}</WithValues>
          </Grid>
          <SubmitButton label="Take payment" icon={<Payments />} />
        </Form>
      </CardContent>
    </Card>
  );
}
