import AccountBalance from '@mui/icons-material/AccountBalance';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Grid } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { useHttp } from '../properties/api';
import { FormFileInput } from '../properties/FormFileInput';
import { FormSelectInput, FormTextInput } from '../properties/formInputs';
import { formatPaise, textOf } from '../properties/format';
import { DEFAULT_PAYMENT_TYPE, NEFT_MODE_CHOICES, PAYMENT_TYPE_CHOICES } from './choices';
import { PaymentPage, type PaymentContext } from './PaymentPage';
import { neftPayload, PROOF_ACCEPT, rupeesText, validateNeftPayment } from './paymentForms';
import { SubmitButton } from './SubmitButton';
import { useIdempotencyKey } from './idempotencyKey';
import { useServerSubmit } from './submit';

type Row = Record<string, unknown>;

function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 4 }}>{children}</Grid>;
}

/** The NEFT entry is recorded but counts only once a reviewer approves it. */
function PendingPanel({ reply, onNext }: { reply: Row; onNext: () => void }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const amount = reply.amountPaise;
  return (
    <Alert
      severity="info"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onNext}>
          {t('Record another')}
        </Button>
      }
    >
      <AlertTitle>{t('NEFT payment recorded: pending approval')}</AlertTitle>
      {t('It reaches the ledger and gets a receipt once a reviewer approves it.')}
      <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
        {t('Transaction ID')}: <strong>{textOf(reply, 'txnId', 'id')}</strong>
        {typeof amount === 'number' ? ` · ${t('Amount')}: ${formatPaise(amount)}` : ''}
      </Box>
    </Alert>
  );
}

function NeftForm({ ctx, onSent }: { ctx: PaymentContext; onSent: (reply: Row) => void }) {
  const translate = useTranslate();
  const http = useHttp();
  const once = useIdempotencyKey();
  const submit = useServerSubmit(async (values: Row) => {
    const reply = await http<{ data?: Row }>('/neftPayments', {
      method: 'POST',
      body: neftPayload(values, ctx.propertyUniqueId),
      headers: once.headers,
    });
    once.renew();
    onSent(reply.json?.data ?? {});
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <SectionHeading>{translateText(translate, 'NEFT Payment')}</SectionHeading>
        <Form
          defaultValues={{
            transactionType: 'NEFT',
            paymentType: DEFAULT_PAYMENT_TYPE,
            amount: rupeesText(ctx.bill.totals.netPayablePaise),
            payerName: textOf(ctx.property, 'ownerName'),
            payerMobile: textOf(ctx.property, 'mobileNumber'),
          }}
          validate={validateNeftPayment}
          onSubmit={submit}
          mode="onTouched"
          noValidate
        >
          <Grid container columnSpacing={2} sx={{ width: '100%' }}>
            <Cell>
              <FormTextInput source="payerName" label="Payer Name" required />
            </Cell>
            <Cell>
              <FormTextInput source="payerMobile" label="Payer Mobile" required />
            </Cell>
            <Cell>
              <FormTextInput source="refId" label="Reference ID (UTR)" required />
            </Cell>
            <Cell>
              <FormTextInput source="debitAccountNo" label="Debit Account Number" required />
            </Cell>
            <Cell>
              <FormTextInput source="ifscCode" label="IFSC Code" />
            </Cell>
            <Cell>
              <FormSelectInput
                source="transactionType"
                label="Transaction Type"
                choices={NEFT_MODE_CHOICES}
                required
              />
            </Cell>
            <Cell>
              <FormSelectInput
                source="paymentType"
                label="Payment Type"
                choices={PAYMENT_TYPE_CHOICES}
                required
              />
            </Cell>
            <Cell>
              <FormTextInput source="amount" label="Amount (₹)" required />
            </Cell>
            <Cell>
              <FormFileInput source="proof" label="Proof of Payment" accept={PROOF_ACCEPT} required />
            </Cell>
          </Grid>
          <SubmitButton label="Record NEFT payment" icon={<AccountBalance />} />
        </Form>
      </CardContent>
    </Card>
  );
}

function NeftEntry({ ctx }: { ctx: PaymentContext }) {
  const [reply, setReply] = useState<Row | null>(null);
  if (reply)
    return (
      <PendingPanel
        reply={reply}
        onNext={() => {
          setReply(null);
          ctx.clear();
        }}
      />
    );
  return <NeftForm ctx={ctx} onSent={setReply} />;
}

/**
 * NEFT payment entry (/neftPayment, and /pay-NEFT-tax/:propertyUniqueId): the transfer's details
 * and its proof, POST neftPayments as multipart; it waits for approval.
 */
export default function NeftPayment() {
  return <PaymentPage title="NEFT Payment">{(ctx) => <NeftEntry ctx={ctx} />}</PaymentPage>;
}
