import type { Option } from './fields';
import { IMAGE_ACCEPT, isImageField, type FileField } from './fileChecks';
import type { TextKey } from './formModel';
import type { FormTexts } from './texts';
import type { SelfAssessmentFormState } from './useSelfAssessmentForm';

// Props of a form field bound to the form's state: value, change, error, touched, label, placeholder.

export interface Binder {
  form: SelfAssessmentFormState;
  t: FormTexts;
}

const common = ({ form, t }: Binder, key: TextKey, required: boolean) => ({
  name: key,
  label: t.labels[key],
  value: form.values[key],
  onChange: (value: string) => form.set(key, value),
  error: form.errorOf(key, t.labels[key]),
  touched: form.isTouched(key),
  onTouch: () => form.touch(key),
  required,
});

/** Number fields open the phone's number keypad: whole numbers, and numbers with a decimal point. */
export const WHOLE = { inputMode: 'numeric', pattern: '[0-9]*' } as const;
export const DECIMAL = { inputMode: 'decimal', pattern: '[0-9]*[.]?[0-9]*' } as const;

export const textProps = (binder: Binder, key: TextKey, required = false) => ({
  ...common(binder, key, required),
  placeholder: binder.t.enter(binder.t.labels[key]),
});

export const choiceProps = (binder: Binder, key: TextKey, options: Option[], required = true) => ({
  ...common(binder, key, required),
  placeholder: binder.t.select(binder.t.labels[key]),
  options,
});

/** The fixed choices of the form (contracts' values, the page's words). */
export const optionsOf = (choices: Record<string, string>): Option[] =>
  Object.entries(choices).map(([value, label]) => ({ value, label }));

/** A file input bound to the form: the chosen file, the refusal or requirement message. */
export const fileProps = ({ form, t }: Binder, field: FileField, required = false) => ({
  name: field,
  label: t.labels[field],
  file: form.values.files[field],
  onChoose: (file: File | null) => form.chooseFile(field, file),
  accept: isImageField(field) ? IMAGE_ACCEPT : `${IMAGE_ACCEPT},.pdf,application/pdf`,
  error: form.errorOf(field, t.labels[field]),
  touched: form.isTouched(field),
  required,
  t,
});
