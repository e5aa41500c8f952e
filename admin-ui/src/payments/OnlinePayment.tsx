import CreditCard from '@mui/icons-material/CreditCard';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { useHttp } from '../properties/api';
import { FormTextInput } from '../properties/formInputs';
import { textOf } from '../properties/format';
import { submitCheckout, type Checkout } from './checkout';
import { ONLINE_EMAIL_HINT } from './moneyI18n';
import { PaymentPage, type PaymentContext } from './PaymentPage';
import { onlinePayload, rupeesText, validateOnlinePayment } from './paymentForms';
import { SubmitButton } from './SubmitButton';
import { useServerSubmit } from './submit';

function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 3 }}>{children}</Grid>;
}

/** The payer's contact and the amount; then the gateway's page takes over. */
function OnlineForm({ ctx }: { ctx: PaymentContext }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const http = useHttp();
  const submit = useServerSubmit(async (values: Record<string, unknown>) => {
    const reply = await http<{ data: { txnId: string; checkout: Checkout } }>('/payments/initiate_payment', {
      method: 'POST',
      body: onlinePayload(values, ctx.propertyUniqueId),
    });
    submitCheckout(reply.json.data.checkout);
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <SectionHeading>{t('Online Payment')}</SectionHeading>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t(
            'The payment page of the gateway opens next; the citizen pays there by card, UPI or net banking.',
          )}
        </Typography>
        <Form
          defaultValues={{
            firstname: textOf(ctx.property, 'ownerName'),
            phone: textOf(ctx.property, 'mobileNumber'),
            email: textOf(ctx.property, 'emailId'),
            amount: rupeesText(ctx.bill.totals.netPayableOnlinePaise ?? ctx.bill.totals.netPayablePaise),
          }}
          validate={validateOnlinePayment}
          onSubmit={submit}
          mode="onTouched"
          noValidate
        >
          <Grid container columnSpacing={2} sx={{ width: '100%' }}>
            <Cell>
              <FormTextInput source="firstname" label="Payer Name" required />
            </Cell>
            <Cell>
              <FormTextInput source="phone" label="Mobile Number" required />
            </Cell>
            <Cell>
              <FormTextInput source="email" label="Email (optional)" type="email" hint={ONLINE_EMAIL_HINT} />
            </Cell>
            <Cell>
              <FormTextInput source="amount" label="Amount (₹)" required />
            </Cell>
          </Grid>
          <SubmitButton label="Continue to payment" icon={<CreditCard />} />
        </Form>
      </CardContent>
    </Card>
  );
}

/**
 * Online payment entry (/onlinePayment) for an official helping a citizen: POST
 * payments/initiate_payment, then the browser posts the gateway's form (the sandbox in the demo).
 */
export default function OnlinePayment() {
  return <PaymentPage title="Online Payment">{(ctx) => <OnlineForm ctx={ctx} />}</PaymentPage>;
}
