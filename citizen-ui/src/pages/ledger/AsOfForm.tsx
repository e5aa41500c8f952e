import { useId, useState, type FormEvent } from 'react';
import '../../shared/field.css';
import { todayInIndia } from './format';
import type { LedgerTexts } from './texts';

interface Props {
  /** The day in the address (?asOf=), null for today. */
  asOf: string | null;
  onChange: (asOf: string | null) => void;
  t: LedgerTexts;
}

/** The day to show the ledger as of (today at most); an empty field or "Back to today" shows today's. */
export function AsOfForm({ asOf, onChange, t }: Props) {
  const id = useId();
  const today = todayInIndia();
  const [value, setValue] = useState(asOf ?? '');
  // A day chosen elsewhere (the back button) shows in the field.
  const [shown, setShown] = useState(asOf);
  if (shown !== asOf) {
    setShown(asOf);
    setValue(asOf ?? '');
  }
  const [error, setError] = useState<string | null>(null);

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // YYYY-MM-DD compares as text; the server refuses a later day too.
    if (value > today) {
      setError(t.futureDate);
      return event.currentTarget.querySelector('input')?.focus();
    }
    setError(null);
    onChange(value || null);
  }

  return (
    <form className="ledger-asof" noValidate onSubmit={show}>
      <div className="field">
        <label htmlFor={id}>{t.asOfLabel}</label>
        <input
          id={id}
          type="date"
          value={value}
          max={today}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="ledger-asof__buttons">
        <button type="submit" className="button">
          {t.show}
        </button>
        {asOf ? (
          <button type="button" className="button ledger-button--quiet" onClick={() => onChange(null)}>
            {t.backToToday}
          </button>
        ) : null}
      </div>
    </form>
  );
}
