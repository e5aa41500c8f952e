import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PROPERTY_ID_LENGTH, ROUTES, routePath } from '@ptax/contracts';
import { TextField } from '../../shared/TextField';
import { checkPropertyId } from './propertyId';
import type { LedgerTexts } from './texts';

interface Props {
  t: LedgerTexts;
  /** An ID to start from (one that was refused), shown with its message at once. */
  initial?: string;
  /** Where a valid ID leads (the ledger by default; the pay page from /payment) and the button's words. */
  target?: (propertyUniqueId: string) => string;
  heading?: string;
  action?: string;
}

const ledgerOf = (propertyId: string) => routePath(ROUTES.ledgerOfProperty, { propertyId });

/** The property ID, checked as the server checks it, then /ledger/<ID>; a link to search for those who lack it. */
export function LedgerSearchForm({
  t,
  initial = '',
  target = ledgerOf,
  heading = t.searchHeading,
  action = t.view,
}: Props) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(initial !== '');
  const checked = checkPropertyId(value);
  const error = checked.error && (t.idMessages[checked.error] ?? checked.error);

  function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    // The field, now marked invalid and described by its message, is what a screen reader reads next.
    if (!checked.id) return event.currentTarget.querySelector('input')?.focus();
    navigate(target(checked.id));
  }

  return (
    <form
      className="ledger-card ledger-search"
      role="search"
      aria-labelledby="ledger-search-heading"
      noValidate
      onSubmit={open}
    >
      <h2 id="ledger-search-heading">{heading}</h2>
      <TextField
        label={t.propertyId}
        placeholder={t.enter(t.propertyId)}
        value={value}
        onChange={setValue}
        error={error}
        touched={touched}
        onTouch={() => setTouched(true)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
      <p className="ledger-note">{t.idHint(PROPERTY_ID_LENGTH)}</p>
      <button type="submit" className="button ledger-wide-button">
        {action}
      </button>
      <p className="ledger-search__help">
        {t.dontKnow} <Link to={ROUTES.searchProperty.path}>{t.searchLink}</Link>
      </p>
    </form>
  );
}
