import { TextField } from '../../shared/TextField';
import { textProps, type Binder } from './bindings';
import { Section } from './fields';

/** Who owns the property: the father's or husband's name is required while the other is empty. */
export function OwnerSection({ binder }: { binder: Binder }) {
  const { form, t } = binder;
  const { fatherName, husbandName } = form.values;
  return (
    <Section id="sa-owner" title={t.sections.owner}>
      <TextField {...textProps(binder, 'ownerName', true)} autoComplete="name" />
      <p className="sa-note">{t.hints.fatherOrHusband}</p>
      <TextField {...textProps(binder, 'fatherName', !husbandName)} />
      <TextField {...textProps(binder, 'husbandName', !fatherName)} />
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
