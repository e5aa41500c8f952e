import { useEffect, useMemo, useState } from 'react';
import { FATHER_NAME_REQUIRED_MESSAGE, HUSBAND_NAME_REQUIRED_MESSAGE } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { clearDraft, loadDraft, saveDraft } from './draft';
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
import { FORM_TEXTS, type FormTexts } from './texts';

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

/** A label without its note in brackets: "Plot area (sq ft)" is "Plot area" in a message. */
const plain = (label: string) => label.replace(/\s*\([^)]*\)\s*$/, '');

/**
 * The contracts name fields as the API does ("Rent type is required"); the page names them as their
 * labels do ("Occupied by is required"), in the page's language.
 */
function inLabelWords(message: string, label: string, t: FormTexts): string | undefined {
  if (message === FATHER_NAME_REQUIRED_MESSAGE || message === HUSBAND_NAME_REQUIRED_MESSAGE)
    return t.fatherOrHusbandRequired;
  if (message.endsWith(' is required') && !message.includes(' when ')) return t.required(plain(label));
  if (message.endsWith(' must be a number')) return t.mustBeNumber(plain(label));
  return undefined;
}

export function useSelfAssessmentForm(lang: Lang) {
  // A draft kept in this browser comes back after a reload (draft.ts).
  const [restored] = useState(() => loadDraft());
  const [values, setValues] = useState<FormValues>(() => restored ?? emptyForm());
  const [showRestored, setShowRestored] = useState(restored !== null);
  useEffect(() => saveDraft(values), [values]);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [allTouched, setAllTouched] = useState(false);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const checked = useMemo(() => checkForm(values), [values]);
  const say = sayIn(lang);

  /** The field's message; with its label, a "required" or "number" message is said in the label's words. */
  const errorOf = (key: string, label?: string) => {
    const message = serverErrors[key] ?? refusals[key] ?? (checked.valid ? undefined : checked.errors[key]);
    return (message && label && inLabelWords(message, label, FORM_TEXTS[lang])) || say(message);
  };
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
    /** Set when the form came back from a draft, until the citizen clears it or submits. */
    restored: showRestored,
    /** After a successful submit, or on request: the kept draft is dropped. */
    forgetDraft: () => {
      clearDraft();
      setShowRestored(false);
    },
    /** "Clear the form": everything typed, the draft and the files go. */
    reset: () => {
      setValues(emptyForm());
      setTouched({});
      setAllTouched(false);
      setRefusals({});
      setServerErrors({});
      clearDraft();
      setShowRestored(false);
    },
  };
}

export type SelfAssessmentFormState = ReturnType<typeof useSelfAssessmentForm>;
