import { useState, type FormEvent } from 'react';
import { CallError } from '../../shared/api';
import { rupees } from '../../shared/money';
import { TextField } from '../../shared/TextField';
import { startLinkPayment, startPayment, submitCheckout, type Started } from './api';
import { partAmount, payerErrors, type PayerValues } from './payerForm';
import type { PayTexts } from './payTexts';

interface PayFormProps {
  propertyUniqueId: string;
  netPayablePaise: number;
  /** A payment link's token and amount: that transaction is paid, its amount is fixed. */
  link: { token: string; amountPaise: number } | null;
  t: PayTexts;
}

const FIELDS = ['firstname', 'phone', 'email'] as const;

/** Amount and payer, then the gateway's checkout form is posted and the browser leaves for it. */
export function PayForm({ propertyUniqueId, netPayablePaise, link, t }: PayFormProps) {
  const [payer, setPayer] = useState<PayerValues>({ firstname: '', phone: '', email: '' });
  const [part, setPart] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const say = (message: string | undefined) => (message ? (t.fieldMessages[message] ?? message) : undefined);
  const errors: Record<string, string | undefined> = { ...payerErrors(payer), ...serverErrors };
  const amount = part && !link ? partAmount(amountText, netPayablePaise, t) : null;
  const touch = (name: string) => setTouched((was) => ({ ...was, [name]: true }));
  const change = (name: keyof PayerValues) => (value: string) => {
    setPayer((was) => ({ ...was, [name]: value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  async function pay(event: FormEvent) {
    event.preventDefault();
    setTouched({ firstname: true, phone: true, email: true, amount: true });
    if (Object.keys(payerErrors(payer)).length || amount?.error) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const started: Started = link
        ? await startLinkPayment(link.token, payer)
        : await startPayment(propertyUniqueId, payer, amount?.paise);
      submitCheckout(started.checkout);
    } catch (error) {
      setSubmitting(false);
      setFailure((error as Error).message);
      if (error instanceof CallError) setServerErrors(error.fieldErrors);
    }
  }

  return (
    <form className="pay-form" noValidate onSubmit={pay}>
      {link ? (
        <div className="pay-card pay-link">
          <span>{t.linkAmount}</span>
          <strong data-testid="link-amount">{rupees(link.amountPaise)}</strong>
        </div>
      ) : (
        <fieldset className="pay-card">
          <legend>{t.amountHeading}</legend>
          <label className="pay-choice">
            <input type="radio" name="amount" checked={!part} onChange={() => setPart(false)} />
            {t.fullAmount(rupees(netPayablePaise))}
          </label>
          <label className="pay-choice">
            <input type="radio" name="amount" checked={part} onChange={() => setPart(true)} />
            {t.partAmount}
          </label>
          {part ? (
            <>
              <TextField
                label={t.partAmountLabel}
                placeholder={t.enter(t.partAmountLabel)}
                value={amountText}
                onChange={setAmountText}
                error={amount?.error ?? say(serverErrors.amountPaise)}
                touched={Boolean(touched.amount)}
                onTouch={() => touch('amount')}
                inputMode="decimal"
                required
              />
              <p className="pay-note">{t.partNote}</p>
            </>
          ) : null}
        </fieldset>
      )}
      <fieldset className="pay-card">
        <legend>{t.payerHeading}</legend>
        {FIELDS.map((name) => (
          <TextField
            key={name}
            label={t[name]}
            placeholder={t.enter(t[name])}
            value={payer[name]}
            onChange={change(name)}
            error={say(errors[name])}
            touched={Boolean(touched[name])}
            onTouch={() => touch(name)}
            type={name === 'phone' ? 'tel' : name === 'email' ? 'email' : 'text'}
            inputMode={name === 'phone' ? 'tel' : name === 'email' ? 'email' : undefined}
            autoComplete={name === 'firstname' ? 'name' : name === 'phone' ? 'tel' : 'email'}
            hint={name === 'email' ? t.emailHint : undefined}
            required={name !== 'email'}
          />
        ))}
      </fieldset>
      {failure ? (
        <p className="pay-alert" role="alert">
          {failure}
        </p>
      ) : null}
      <p className="pay-note">{t.gatewayNote}</p>
      <button type="submit" className="button pay-submit" disabled={submitting}>
        {submitting ? t.paying : t.payNow}
      </button>
    </form>
  );
}
