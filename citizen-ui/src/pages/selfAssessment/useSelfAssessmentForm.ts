import { useMemo, useState } from 'react';
import type { Lang } from '../../i18n/messages';
import { sayIn } from './fieldMessages';
import { refusalOf, type FileField } from './fileChecks';
import {
  checkForm,
  emptyForm,
  nextFloor,
  withoutFloor,
  type FloorKey,
  type FormValues,
  type TextKey,
} from './formModel';

// The form's state: values as typed, which fields were touched (blur, or all on submit), files the
// form refused, and the server's field errors until the field changes.

/** Choosing a master entry empties the choices that depend on it. */
const DEPENDENTS: Partial<Record<TextKey | FloorKey, readonly string[]>> = {
  zoneId: ['wardId', 'mohallaId'],
  wardId: ['mohallaId'],
  category: ['subCategory'],
};

const without = <T extends Record<string, unknown>>(record: T, key: string): T => {
  if (!(key in record)) return record;
  const { [key]: _dropped, ...rest } = record;
  return rest as T;
};

export function useSelfAssessmentForm(lang: Lang) {
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [allTouched, setAllTouched] = useState(false);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const checked = useMemo(() => checkForm(values), [values]);
  const say = sayIn(lang);

  const errorOf = (key: string) =>
    say(serverErrors[key] ?? refusals[key] ?? (checked.valid ? undefined : checked.errors[key]));
  const isTouched = (key: string) => allTouched || Boolean(touched[key]);
  const touch = (key: string) => setTouched((was) => (was[key] ? was : { ...was, [key]: true }));
  const changed = (key: string) => setServerErrors((was) => without(was, key));

  function set(key: TextKey, value: string) {
    const cleared = Object.fromEntries((DEPENDENTS[key] ?? []).map((dependent) => [dependent, '']));
    setValues((was) => ({ ...was, ...cleared, [key]: value }));
    changed(key);
  }

  function setFlag(key: 'isDisabled' | 'isExDefensePersonalWidow', value: boolean) {
    setValues((was) => ({ ...was, [key]: value }));
  }

  function setFloor(index: number, key: FloorKey, value: string) {
    const cleared = Object.fromEntries((DEPENDENTS[key] ?? []).map((dependent) => [dependent, '']));
    setValues((was) => ({
      ...was,
      floors: was.floors.map((floor, i) => (i === index ? { ...floor, ...cleared, [key]: value } : floor)),
    }));
    changed(`floors.${index}.${key}`);
  }

  const addFloor = () => setValues((was) => ({ ...was, floors: [...was.floors, nextFloor(was.floors)] }));
  function removeFloor(index: number) {
    setValues((was) => ({ ...was, floors: was.floors.filter((_, i) => i !== index) }));
    setTouched((was) => withoutFloor(was, index));
    setServerErrors((was) => withoutFloor(was, index));
  }

  /** Keeps an allowed file; a refused one is not kept and its reason shows at once. */
  function chooseFile(field: FileField, file: File | null): boolean {
    const refusal = file ? refusalOf(field, file) : undefined;
    const kept = refusal ? null : file;
    setValues((was) => ({
      ...was,
      files: kept ? { ...was.files, [field]: kept } : without(was.files, field),
    }));
    setRefusals((was) => (refusal ? { ...was, [field]: refusal } : without(was, field)));
    changed(field);
    touch(field);
    return !refusal;
  }

  return {
    values,
    checked,
    hasRefusals: Object.keys(refusals).length > 0,
    errorOf,
    isTouched,
    touch,
    touchAll: () => setAllTouched(true),
    set,
    setFlag,
    setFloor,
    addFloor,
    removeFloor,
    chooseFile,
    setServerErrors,
  };
}

export type SelfAssessmentFormState = ReturnType<typeof useSelfAssessmentForm>;
