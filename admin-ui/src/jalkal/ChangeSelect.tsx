import { OutlinedInput, Select } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LabelledFrame, useFieldInput } from '../properties/formInputs';
import { jk, type JalkalTextKey } from './texts';

/** A yes / no fact of the property to change: "No change" (the default), Yes or No; its value now under it. */
export function ChangeSelect({ source, label, now }: { source: string; label: JalkalTextKey; now: unknown }) {
  const { field, id, label: shownLabel, message, touched } = useFieldInput({ source, label: jk(label) });
  const shown = touched ? message : undefined;
  const translate = useTranslate();
  const current = translate(jk(now === true ? 'value.yes' : now === false ? 'value.no' : 'value.empty'));
  const hintId = `${id}-now`;
  return (
    <LabelledFrame id={id} label={shownLabel} message={shown}>
      <Select
        native
        size="small"
        name={field.name}
        value={field.value == null ? '' : String(field.value)}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        input={<OutlinedInput />}
        inputProps={{
          id,
          'aria-invalid': Boolean(shown),
          'aria-describedby': [hintId, shown ? `${id}-error` : ''].filter(Boolean).join(' '),
        }}
      >
        <option value="">{translate(jk('value.noChange'))}</option>
        <option value="true">{translate(jk('value.yes'))}</option>
        <option value="false">{translate(jk('value.no'))}</option>
      </Select>
      <span id={hintId} style={{ fontSize: '0.75rem', opacity: 0.75 }}>
        {translate(jk('raise.now'), { value: current })}
      </span>
    </LabelledFrame>
  );
}
