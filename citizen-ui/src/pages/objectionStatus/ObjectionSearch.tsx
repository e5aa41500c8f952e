import { useState, type FormEvent } from 'react';
import { fieldErrors, objectionStatusQuerySchema } from '@ptax/contracts';
import { TextField } from '../../shared/TextField';
import type { ObjectionQuery } from './api';
import type { LookupBy, ObjectionStatusTexts } from './texts';

const LOOKUPS: readonly LookupBy[] = ['objectionId', 'propertyUniqueId'];

interface ObjectionSearchProps {
  /** What was last looked up (from the address), so a reload shows what was asked. */
  initial: { by: LookupBy; value: string };
  onFind: (query: ObjectionQuery) => void;
  t: ObjectionStatusTexts;
}

/** The query as the server will read it, or the schema's message for the field. */
function check(by: LookupBy, value: string): { query: ObjectionQuery } | { error: string } {
  const result = objectionStatusQuerySchema.safeParse({ [by]: value });
  if (!result.success) {
    const errors = fieldErrors(result.error);
    return { error: errors[by] ?? Object.values(errors)[0] };
  }
  // Only the chosen field was given, and the schema passed it: it is there, trimmed (an ID upper-cased).
  return { query: { [by]: result.data[by] } as ObjectionQuery };
}

/** A switch between the objection number and the property ID, one field, nothing sent while it is wrong. */
export function ObjectionSearch({ initial, onFind, t }: ObjectionSearchProps) {
  const [by, setBy] = useState<LookupBy>(initial.by);
  const [value, setValue] = useState(initial.value);
  const [touched, setTouched] = useState(false);
  // A lookup chosen elsewhere (the back button) shows in the form.
  const [asked, setAsked] = useState(initial);
  if (asked.by !== initial.by || asked.value !== initial.value) {
    setAsked(initial);
    setBy(initial.by);
    setValue(initial.value);
  }
  const checked = check(by, value);
  const error = 'error' in checked ? (t.messages[checked.error] ?? checked.error) : undefined;

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    // The field, now marked invalid and described by its message, is what a screen reader reads next.
    if ('error' in checked)
      return event.currentTarget.querySelector<HTMLInputElement>('input[type=text]')?.focus();
    onFind(checked.query);
  }

  return (
    <form
      className="objection-card objection-search"
      role="search"
      aria-labelledby="objection-search-heading"
      noValidate
      onSubmit={find}
    >
      <h2 id="objection-search-heading">{t.searchHeading}</h2>
      <fieldset className="objection-switch">
        <legend>{t.lookupBy}</legend>
        {LOOKUPS.map((option) => (
          <label key={option} className="objection-switch__option">
            <input
              type="radio"
              name="lookupBy"
              value={option}
              checked={by === option}
              onChange={() => {
                setBy(option);
                setTouched(false);
              }}
            />
            {t.labels[option]}
          </label>
        ))}
      </fieldset>
      <TextField
        type="text"
        label={t.labels[by]}
        placeholder={t.enter(t.labels[by])}
        value={value}
        onChange={setValue}
        error={error}
        touched={touched}
        onTouch={() => setTouched(true)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t.hints[by]}
        required
      />
      <button type="submit" className="button objection-submit">
        {t.find}
      </button>
    </form>
  );
}
