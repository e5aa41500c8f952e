import { TextField } from '../../shared/TextField';
import { textProps, type Binder } from './bindings';
import { Asterisk, Section } from './fields';

/**
 * Who owns the property. The father's or the husband's name: one of the two is enough, so the pair is
 * one group whose legend carries the asterisk, not each field.
 */
export function OwnerSection({ binder }: { binder: Binder }) {
  const { form, t } = binder;
  const { fatherName, husbandName } = form.values;
  const neither = !fatherName && !husbandName;
  return (
    <Section id="sa-owner" title={t.sections.owner}>
      <TextField {...textProps(binder, 'ownerName', true)} autoComplete="name" />
      <fieldset className="sa-either" aria-describedby="sa-either-note">
        <legend>
          {t.fatherOrHusband}
          <Asterisk shown />
        </legend>
        <p id="sa-either-note" className="sa-note">
          {t.hints.fatherOrHusband}
        </p>
        <TextField {...textProps(binder, 'fatherName')} aria-required={neither} />
        <TextField {...textProps(binder, 'husbandName')} aria-required={neither} />
      </fieldset>
      <TextField
        {...textProps(binder, 'mobileNumber', true)}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t.hints.mobileNumber}
      />
      <TextField {...textProps(binder, 'emailId')} type="email" autoComplete="email" />
      <TextField {...textProps(binder, 'propertyAddress', true)} autoComplete="street-address" />
    </Section>
  );
}
