import { ReferenceInput, SelectInput } from 'react-admin';

/** A zone from the zone master (GET zones), in zone number order. */
export function ZoneSelectInput({
  source,
  cityId,
  required = false,
  alwaysOn,
}: {
  source: string;
  cityId?: string;
  required?: boolean;
  /** For a list filter. */
  alwaysOn?: boolean;
}) {
  return (
    <ReferenceInput
      source={source}
      reference="zones"
      sort={{ field: 'zone_no', order: 'ASC' }}
      perPage={100}
      filter={cityId ? { cityId } : {}}
      alwaysOn={alwaysOn}
    >
      <SelectInput optionText="name" label="Zone" isRequired={required} fullWidth={!alwaysOn} />
    </ReferenceInput>
  );
}
