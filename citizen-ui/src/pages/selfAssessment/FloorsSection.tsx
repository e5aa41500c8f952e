import { useEffect, useRef } from 'react';
import { floorLabel, type CategoryRow } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { TextField } from '../../shared/TextField';
import { DECIMAL, optionsOf, type Binder } from './bindings';
import { categoryOptions, subCategoryOptions } from './categories';
import { Section, SelectField } from './fields';
import type { FloorKey, FloorValues } from './formModel';

interface FloorProps {
  binder: Binder;
  floor: FloorValues;
  index: number;
  categories: CategoryRow[];
  lang: Lang;
  onRemove: () => void;
}

const LABEL_KEYS: Record<FloorKey, string> = {
  floorNumber: 'floorNumber',
  rentType: 'rentType',
  rentUsage: 'rentUsage',
  type: 'type',
  category: 'floorCategory',
  subCategory: 'floorSubCategory',
  areaSqft: 'areaSqft',
};

/** 'Floor entry 2 — Floor 1' once the floor number says which floor it is. */
function legendOf(floor: FloorValues, index: number, binder: Binder, lang: Lang): string {
  const n = Number(floor.floorNumber);
  const entry = binder.t.floor(index + 1);
  return floor.floorNumber !== '' && Number.isInteger(n) ? `${entry} — ${floorLabel(n)[lang]}` : entry;
}

function FloorRow({ binder, floor, index, categories, lang, onRemove }: FloorProps) {
  const { form, t } = binder;
  const bind = (key: FloorKey, required = true) => {
    const path = `floors.${index}.${key}`;
    const label = t.labels[LABEL_KEYS[key]];
    return {
      name: path,
      label,
      value: floor[key],
      onChange: (value: string) => form.setFloor(index, key, value),
      error: form.errorOf(path, label),
      touched: form.isTouched(path),
      onTouch: () => form.touch(path),
      required,
      placeholder: key === 'floorNumber' || key === 'areaSqft' ? t.enter(label) : t.select(label),
    };
  };
  return (
    <fieldset className="sa-floor" id={`sa-floor-${floor.id}`}>
      <legend>{legendOf(floor, index, binder, lang)}</legend>
      {/* -1 is a basement: the pattern allows the minus sign the numeric keypad of most phones has. */}
      <TextField {...bind('floorNumber')} inputMode="numeric" pattern="-?[0-9]*" hint={t.hints.floorNumber} />
      <SelectField {...bind('rentType')} options={optionsOf(t.choices.rentType)} />
      <SelectField {...bind('rentUsage')} options={optionsOf(t.choices.houseCategory)} />
      <SelectField {...bind('type')} options={optionsOf(t.choices.constType)} />
      {floor.rentUsage === 'nonresidential' ? (
        <>
          <SelectField {...bind('category')} options={categoryOptions(categories)} />
          <SelectField {...bind('subCategory')} options={subCategoryOptions(categories, floor.category)} />
        </>
      ) : null}
      <TextField {...bind('areaSqft')} {...DECIMAL} />
      <button type="button" className="sa-link-button" onClick={onRemove}>
        {t.removeFloor(index + 1)}
      </button>
    </fieldset>
  );
}

type SectionProps = Omit<FloorProps, 'floor' | 'index' | 'onRemove'>;

/** Add and remove floor rows; the new row's first field, or the Add button after a removal, gets the focus. */
export function FloorsSection({ binder, categories, lang }: SectionProps) {
  const { form, t } = binder;
  const floors = form.values.floors;
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'added' | 'removed' | null>(null);
  const lastId = floors.at(-1)?.id;
  useEffect(() => {
    if (focusAfter.current === 'added')
      document.querySelector<HTMLElement>(`#sa-floor-${lastId} input`)?.focus();
    if (focusAfter.current === 'removed') addButton.current?.focus();
    focusAfter.current = null;
  }, [floors.length, lastId]);
  const add = () => {
    focusAfter.current = 'added';
    form.addFloor();
  };
  const remove = (index: number) => {
    focusAfter.current = 'removed';
    form.removeFloor(index);
  };
  return (
    <Section id="sa-floors" title={t.sections.floors}>
      {floors.length === 0 ? <p className="sa-note">{t.noFloors}</p> : null}
      {floors.map((floor, index) => (
        <FloorRow
          key={floor.id}
          binder={binder}
          floor={floor}
          index={index}
          categories={categories}
          lang={lang}
          onRemove={() => remove(index)}
        />
      ))}
      <button ref={addButton} type="button" className="button sa-add" onClick={add}>
        {t.addFloor}
      </button>
    </Section>
  );
}
