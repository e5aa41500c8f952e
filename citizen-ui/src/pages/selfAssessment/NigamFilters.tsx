import { useId, useState, type FormEvent } from 'react';
import { SELF_ASSESSMENT_STATUSES } from '@ptax/contracts';
import { GeographySelects, type PlaceKey } from './GeographySelects';
import { SelectField } from './fields';
import type { NigamTexts } from './nigamTexts';

export type NigamFilterValues = Record<'status' | PlaceKey | 'startDate' | 'endDate', string>;

export const NO_FILTERS: NigamFilterValues = {
  status: '',
  zoneId: '',
  wardId: '',
  mohallaId: '',
  startDate: '',
  endDate: '',
};

const DEPENDENTS: Partial<Record<PlaceKey, PlaceKey[]>> = {
  zoneId: ['wardId', 'mohallaId'],
  wardId: ['mohallaId'],
};

function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** Status, place and the submission dates; the list changes when they are applied, not on every choice. */
export function NigamFilters({
  onApply,
  t,
}: {
  onApply: (filters: NigamFilterValues) => void;
  t: NigamTexts;
}) {
  const [draft, setDraft] = useState(NO_FILTERS);
  const set = (key: keyof NigamFilterValues, value: string) => {
    const cleared = Object.fromEntries(
      (DEPENDENTS[key as PlaceKey] ?? []).map((dependent) => [dependent, '']),
    );
    setDraft((was) => ({ ...was, ...cleared, [key]: value }));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };
  return (
    <form className="sa-card sa-filters" aria-labelledby="sa-filters-heading" onSubmit={apply}>
      <h2 id="sa-filters-heading">{t.filtersHeading}</h2>
      <div className="sa-filters__fields">
        <SelectField
          name="status"
          label={t.status}
          placeholder={t.anyStatus}
          value={draft.status}
          onChange={(value) => set('status', value)}
          options={SELF_ASSESSMENT_STATUSES.map((status) => ({ value: status, label: t.statuses[status] }))}
          touched={false}
          onTouch={() => undefined}
        />
        <GeographySelects
          place={{ zoneId: draft.zoneId, wardId: draft.wardId, mohallaId: draft.mohallaId }}
          onChange={set}
          labels={t.place}
          select={t.select}
          loading={t.loading}
        />
        <DateField label={t.from} value={draft.startDate} onChange={(value) => set('startDate', value)} />
        <DateField label={t.to} value={draft.endDate} onChange={(value) => set('endDate', value)} />
      </div>
      <div className="sa-decision__buttons">
        <button type="submit" className="button">
          {t.apply}
        </button>
        <button type="button" className="sa-link-button sa-link-button--plain" onClick={clear}>
          {t.clear}
        </button>
      </div>
    </form>
  );
}
