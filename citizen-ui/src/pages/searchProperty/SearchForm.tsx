import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { TextField } from '../../shared/TextField';
import { PlaceSelects } from './PlaceSelects';
import { checkSearch, EMPTY_SEARCH, hasAnyValue, TEXT_FIELDS, type SearchValues } from './searchQuery';
import type { SearchTexts } from './texts';

type TextFieldName = (typeof TEXT_FIELDS)[number];

// How each box helps a phone keyboard and the browser's autofill.
type InputHints = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck' | 'autoComplete'
>;
const INPUTS: Record<TextFieldName, InputHints> = {
  propertyUniqueId: { autoCapitalize: 'characters', spellCheck: false, autoComplete: 'off' },
  ownerName: { autoComplete: 'off' },
  fatherHusbandName: { autoComplete: 'off' },
  houseNumber: { autoComplete: 'off' },
  mobileNumber: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
};

interface Props {
  /** The search in the address: what the form shows when it opens and after back / forward. */
  asked: SearchValues;
  onSearch: (values: SearchValues) => void;
  onClear: () => void;
  t: SearchTexts;
}

/** The search form; nothing is sent until it passes the server's own checks (searchQuery.ts). */
export function SearchForm({ asked, onSearch, onClear, t }: Props) {
  const [values, setValues] = useState(asked);
  const [touched, setTouched] = useState<Partial<Record<TextFieldName, boolean>>>({});
  // A search from the address that can not be sent shows why at once.
  const [attempted, setAttempted] = useState(hasAnyValue(asked));
  const askedKey = JSON.stringify(asked);
  const [shown, setShown] = useState(askedKey);
  if (shown !== askedKey) {
    setShown(askedKey);
    setValues(asked);
    setTouched({});
    setAttempted(hasAnyValue(asked));
  }

  const check = checkSearch(values);
  const errors = check.ok ? {} : check.errors;
  const needsCriterion = !check.ok && check.needsCriterion && attempted;
  const say = (message?: string) => (message ? (t.fieldMessages[message] ?? message) : undefined);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (check.ok) return onSearch(values);
    // The first field at fault (or the first box, when nothing was filled in) is read out next.
    const first = TEXT_FIELDS.find((field) => errors[field]) ?? TEXT_FIELDS[0];
    (event.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  }

  function clear() {
    setValues(EMPTY_SEARCH);
    setTouched({});
    setAttempted(false);
    onClear();
  }

  return (
    <form
      className="search-form"
      role="search"
      aria-labelledby="search-form-heading"
      noValidate
      onSubmit={search}
    >
      <h2 id="search-form-heading">{t.formHeading}</h2>
      {needsCriterion ? (
        <p className="search-form__error" role="alert">
          {t.needsCriterion}
        </p>
      ) : null}
      <div className="search-form__fields">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t.labels[field]}
            placeholder={t.enter(t.labels[field])}
            value={values[field]}
            onChange={(value) => setValues((was) => ({ ...was, [field]: value }))}
            error={say(errors[field])}
            touched={attempted || Boolean(touched[field])}
            onTouch={() => setTouched((was) => ({ ...was, [field]: true }))}
            {...INPUTS[field]}
          />
        ))}
      </div>
      <PlaceSelects place={values} onChange={(place) => setValues((was) => ({ ...was, ...place }))} t={t} />
      <div className="search-form__buttons">
        <button type="submit" className="button search-form__submit">
          {t.search}
        </button>
        <button type="button" className="search-form__clear" onClick={clear}>
          {t.clear}
        </button>
      </div>
    </form>
  );
}
