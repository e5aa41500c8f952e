import { FLOOR_FIELDS, TEXT_FIELDS, emptyForm, type FloorValues, type FormValues } from './formModel';

// The self-assessment draft kept in the browser (issue 12): a reload, a call or a dead battery must
// not wipe a long form. Only what was typed and chosen is kept, never the chosen files (their contents
// stay on the phone, and a File cannot be stored anyway). Cleared once the form is submitted.

export const DRAFT_KEY = 'ptax.citizen.selfAssessmentDraft';

type Draft = Omit<FormValues, 'files'>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What was kept, made to fit today's form (unknown keys dropped, missing ones empty); null if none. */
export function loadDraft(storage: Storage | undefined = safeStorage()): FormValues | null {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<Record<string, unknown>>;
    const form = emptyForm();
    for (const key of TEXT_FIELDS) form[key] = text(kept[key]);
    form.isDisabled = kept.isDisabled === true;
    form.isExDefensePersonalWidow = kept.isExDefensePersonalWidow === true;
    if (Array.isArray(kept.floors))
      form.floors = kept.floors.map((floor: Record<string, unknown>, index): FloorValues => {
        const row = Object.fromEntries(FLOOR_FIELDS.map((key) => [key, text(floor?.[key])]));
        return { ...(row as Omit<FloorValues, 'id'>), id: index + 1 };
      });
    return form;
  } catch {
    return null;
  }
}

/** True when something was typed or chosen (an untouched form is not worth keeping). */
const worthKeeping = (values: FormValues) =>
  JSON.stringify(draftOf(values)) !== JSON.stringify(draftOf(emptyForm()));

const draftOf = ({ files: _files, ...rest }: FormValues): Draft => rest;

export function saveDraft(values: FormValues, storage: Storage | undefined = safeStorage()): void {
  try {
    if (worthKeeping(values)) storage?.setItem(DRAFT_KEY, JSON.stringify(draftOf(values)));
    else storage?.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or disabled (private mode): the form still works, only without a draft.
  }
}

export function clearDraft(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
