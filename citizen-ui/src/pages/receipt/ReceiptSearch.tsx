import { useState, type FormEvent } from 'react';
import { TextField } from '../../shared/TextField';
import type { ReceiptTexts } from './texts';

interface ReceiptSearchProps {
  /** The number last looked for (from the address), so a reload shows what was asked. */
  initial: string;
  onFind: (number: string) => void;
  t: ReceiptTexts;
}

/** One required field, a receipt number or a transaction id; nothing is sent while it is empty. */
export function ReceiptSearch({ initial, onFind, t }: ReceiptSearchProps) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  // A number chosen elsewhere (the verified receipt's link, the back button) shows in the field.
  const [asked, setAsked] = useState(initial);
  if (asked !== initial) {
    setAsked(initial);
    setValue(initial);
  }
  const number = value.trim();

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    // The field, now marked invalid and described by its message, is what a screen reader reads next.
    if (!number) return event.currentTarget.querySelector('input')?.focus();
    onFind(number);
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
        value={value}
        onChange={setValue}
        error={number ? undefined : t.numberRequired}
        touched={touched}
        onTouch={() => setTouched(true)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
      <p className="receipt-note">{t.numberHint}</p>
      <button type="submit" className="button receipt-submit">
        {t.find}
      </button>
    </form>
  );
}
