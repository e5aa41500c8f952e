import type { RaRecord } from 'react-admin';
import { ReferenceInput, SelectInput } from 'react-admin';

export const wardLabel = (ward: RaRecord) => `${ward.ward_no} - ${ward.ward_fullname}`;

/** A ward of the chosen zone (GET wards?zoneId=), in ward number order; disabled until a zone is chosen. */
export function WardSelectInput({
  source,
  zoneId,
  required = false,
  alwaysOn,
}: {
  source: string;
  zoneId?: string;
  required?: boolean;
  alwaysOn?: boolean;
}) {
  // Without a zone there is nothing to load: a disabled, empty select rather than a pending one.
  if (!zoneId)
    return (
      <SelectInput
        source={source}
        label="Ward"
        choices={[]}
        disabled
        isRequired={required}
        fullWidth={!alwaysOn}
      />
    );
  return (
    <ReferenceInput
      source={source}
      reference="wards"
      sort={{ field: 'ward_no', order: 'ASC' }}
      perPage={100}
      filter={{ zoneId }}
      alwaysOn={alwaysOn}
    >
      <SelectInput optionText={wardLabel} label="Ward" isRequired={required} fullWidth={!alwaysOn} />
    </ReferenceInput>
  );
}
