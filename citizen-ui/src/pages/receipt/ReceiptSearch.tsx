import { useState, type FormEvent } from 'react';
import { PROPERTY_ID_LENGTH } from '@ptax/contracts';
import { useI18n } from '../../i18n/I18nProvider';
import { TextField } from '../../shared/TextField';
import { checkPropertyId } from '../ledger/propertyId';
import { LEDGER_TEXTS } from '../ledger/texts';
import type { ReceiptTexts } from './texts';

interface Asked {
  number: string;
  property: string;
}

interface ReceiptSearchProps {
  /** What was last looked for (from the address), so a reload shows what was asked. */
  initial: Asked;
  onFind: (asked: Asked) => void;
  t: ReceiptTexts;
}

/**
 * Two required fields: a receipt number or a transaction id, and the property ID the payment was
 * made for (checked as the server checks it). Nothing is sent while either is wrong: receipt
 * numbers run in sequence, so the property ID is what shows the receipt is the asker's.
 */
export function ReceiptSearch({ initial, onFind, t }: ReceiptSearchProps) {
  const { lang } = useI18n();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState({ number: false, property: false });
  // A receipt chosen elsewhere (the verified receipt's link, the back button) shows in the fields.
  const [asked, setAsked] = useState(initial);
  if (asked.number !== initial.number || asked.property !== initial.property) {
    setAsked(initial);
    setValue(initial);
  }
  const number = value.number.trim();
  const checked = checkPropertyId(value.property);
  const idMessages = LEDGER_TEXTS[lang].idMessages;
  const propertyError = checked.error && (idMessages[checked.error] ?? checked.error);

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ number: true, property: true });
    // The first field marked invalid, described by its message, is what a screen reader reads next.
    if (!number || !checked.id) return event.currentTarget.querySelectorAll('input')[number ? 1 : 0]?.focus();
    onFind({ number, property: checked.id });
  }

  return (
    <form
      className="receipt-card receipt-search"
      role="search"
      aria-labelledby="receipt-search-heading"
      noValidate
      onSubmit={find}
    >
      <h2 id="receipt-search-heading">{t.searchHeading}</h2>
      <TextField
        label={t.numberLabel}
        placeholder={t.enter(t.numberLabel)}
        value={value.number}
        onChange={(text) => setValue((now) => ({ ...now, number: text }))}
        error={number ? undefined : t.numberRequired}
        touched={touched.number}
        onTouch={() => setTouched((now) => ({ ...now, number: true }))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
      <p className="receipt-note">{t.numberHint}</p>
      <TextField
        label={t.propertyId}
        placeholder={t.enter(t.propertyId)}
        value={value.property}
        onChange={(text) => setValue((now) => ({ ...now, property: text }))}
        error={propertyError}
        touched={touched.property}
        onTouch={() => setTouched((now) => ({ ...now, property: true }))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
      <p className="receipt-note">{t.propertyHint(PROPERTY_ID_LENGTH)}</p>
      <button type="submit" className="button receipt-submit">
        {t.find}
      </button>
    </form>
  );
}
