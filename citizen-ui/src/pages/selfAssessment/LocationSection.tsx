import { TextField } from '../../shared/TextField';
import { DECIMAL, textProps, type Binder } from './bindings';
import { Section } from './fields';
import { GeographySelects } from './GeographySelects';

/** Where the property is: zone, ward and mohalla from the masters, the house number, an existing ID, its coordinates. */
export function LocationSection({ binder }: { binder: Binder }) {
  const { form, t } = binder;
  const { zoneId, wardId, mohallaId } = form.values;
  return (
    <Section id="sa-location" title={t.sections.location}>
      <GeographySelects
        place={{ zoneId, wardId, mohallaId }}
        onChange={form.set}
        labels={{ zoneId: t.labels.zoneId, wardId: t.labels.wardId, mohallaId: t.labels.mohallaId }}
        select={t.select}
        loading={t.loadingChoices}
        required
        errorOf={form.errorOf}
        isTouched={form.isTouched}
        touch={form.touch}
      />
      <TextField {...textProps(binder, 'houseNumber')} />
      <TextField {...textProps(binder, 'propertyUniqueId')} autoCapitalize="characters" spellCheck={false} />
      {/* Optional: where the property stands, for the corporation's map. */}
      <TextField {...textProps(binder, 'latitude')} {...DECIMAL} />
      <TextField {...textProps(binder, 'longitude')} {...DECIMAL} />
    </Section>
  );
}
