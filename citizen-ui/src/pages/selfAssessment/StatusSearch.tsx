import { useRef, useState, type FormEvent } from 'react';
import {
  fieldErrors,
  selfAssessmentStatusQuerySchema,
  type SelfAssessmentStatusQuery,
} from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { TextField } from '../../shared/TextField';
import { sayIn } from './fieldMessages';
import type { StatusTexts } from './statusTexts';

type Field = keyof SelfAssessmentStatusQuery;

interface StatusSearchProps {
  initial: Record<Field, string>;
  onFind: (query: SelfAssessmentStatusQuery) => void;
  t: StatusTexts;
  lang: Lang;
}

/** The number and the mobile number, checked with the contracts schema; nothing is asked while one is wrong. */
export function StatusSearch({ initial, onFind, t, lang }: StatusSearchProps) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const form = useRef<HTMLFormElement>(null);
  const parsed = selfAssessmentStatusQuerySchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
  const say = sayIn(lang);

  function find(event: FormEvent) {
    event.preventDefault();
    setTouched({ selfAssessmentId: true, mobileNumber: true });
    if (parsed.success) return onFind(parsed.data);
    // Marked invalid on the next paint; the first of them is where the user goes.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  const field = (name: Field, label: string) => ({
    name,
    label,
    placeholder: t.enter(label),
    value: values[name],
    onChange: (value: string) => setValues((was) => ({ ...was, [name]: value })),
    error: say(errors[name]),
    touched: Boolean(touched[name]),
    onTouch: () => setTouched((was) => ({ ...was, [name]: true })),
    required: true,
  });

  return (
    <form
      ref={form}
      className="sa-card sa-lookup"
      role="search"
      aria-labelledby="sa-search-heading"
      noValidate
      onSubmit={find}
    >
      <h2 id="sa-search-heading">{t.searchHeading}</h2>
      <p className="sa-note">{t.intro}</p>
      <TextField
        {...field('selfAssessmentId', t.number)}
        hint={t.numberHint}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
      />
      <TextField {...field('mobileNumber', t.mobile)} type="tel" inputMode="tel" autoComplete="tel" />
      <button type="submit" className="button sa-submit">
        {t.find}
      </button>
    </form>
  );
}
