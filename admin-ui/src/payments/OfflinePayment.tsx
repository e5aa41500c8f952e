import { useState } from 'react';
import { CounterPaymentForm } from './CounterPaymentForm';
import { PaymentPage, type PaymentContext } from './PaymentPage';
import type { CounterReceipt } from './paymentForms';
import { ReceiptPanel } from './ReceiptPanel';

function CounterPayment({ ctx }: { ctx: PaymentContext }) {
  const [receipt, setReceipt] = useState<CounterReceipt | null>(null);
  if (receipt)
    return (
      <ReceiptPanel
        receipt={receipt}
        onNext={() => {
          setReceipt(null);
          ctx.clear();
        }}
      />
    );
  return (
    <CounterPaymentForm
      ctx={ctx}
      onPaid={(paid) => {
        setReceipt(paid);
        ctx.reload();
      }}
    />
  );
}

/**
 * Offline payment entry (/offlinePayment, and /pay-offline-tax/:propertyUniqueId for operators):
 * choose the property, see its bill, take cash, cheque, DD or POS, then the receipt.
 */
export default function OfflinePayment() {
  return <PaymentPage title="Offline Payment">{(ctx) => <CounterPayment ctx={ctx} />}</PaymentPage>;
}
