import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROPERTY_ID_LENGTH, ROUTES } from '@ptax/contracts';
import { TextField } from '../../shared/TextField';
import type { HomeTexts } from './texts';

/** The search page with the text as ?q=, which fills its owner name or property ID. */
export const searchTarget = (text: string) =>
  `${ROUTES.searchProperty.path}?${new URLSearchParams({ q: text })}`;

const loadCheck = () => import('./ledgerTarget');

/** One box on the home page: a property ID or an owner name. */
export function QuickSearch({ t }: { t: HomeTexts }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const text = value.trim();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    // The field, now marked invalid and described by its message, is what a screen reader reads next.
    if (!text) return event.currentTarget.querySelector('input')?.focus();
    // A whole property ID opens its ledger; anything else (or no check: its chunk did not load) is a search.
    loadCheck().then(
      ({ ledgerTarget }) => navigate(ledgerTarget(text) ?? searchTarget(text)),
      () => navigate(searchTarget(text)),
    );
  }

  return (
    <form
      className="home-card home-search"
      role="search"
      aria-labelledby="home-search-heading"
      noValidate
      onSubmit={search}
    >
      <h2 id="home-search-heading">{t.searchHeading}</h2>
      <TextField
        label={t.searchLabel}
        placeholder={t.enter(t.searchLabel)}
        value={value}
        onChange={setValue}
        hint={t.searchHint(PROPERTY_ID_LENGTH)}
        error={text ? undefined : t.searchRequired}
        touched={touched}
        onTouch={() => setTouched(true)}
        onFocus={() => void loadCheck().catch(() => undefined)}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        required
      />
      <button type="submit" className="button home-search__submit">
        {t.search}
      </button>
    </form>
  );
}
