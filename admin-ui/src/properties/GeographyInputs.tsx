import type { ComponentType, ReactNode } from 'react';
import { FormSelectInput, WithValues } from './formInputs';
import { useMohallas, useWards, useZones } from './geography';

const idText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Zone, then the wards of the zone, then the mohallas of the ward; a new zone clears ward and mohalla. */
export function GeographyInputs({
  zoneId,
  wardId,
  Cell,
  required = true,
}: {
  zoneId: unknown;
  wardId: unknown;
  Cell: ComponentType<{ children: ReactNode }>;
  /** Filters: each may stay empty. */
  required?: boolean;
}) {
  const zone = idText(zoneId);
  const ward = idText(wardId);
  const zones = useZones();
  const wards = useWards(zone || undefined);
  const mohallas = useMohallas(zone || undefined, ward || undefined);
  return (
    <>
      <Cell>
        <FormSelectInput source="zoneId" label="Zone" required={required} choices={zones.data} />
      </Cell>
      <Cell>
        <FormSelectInput
          source="wardId"
          label="Ward"
          required={required}
          choices={wards.data}
          resetOn={zone}
          disabled={!zone}
        />
      </Cell>
      <Cell>
        <FormSelectInput
          source="mohallaId"
          label="Mohalla"
          required={required}
          choices={mohallas.data}
          resetOn={`${zone}|${ward}`}
          disabled={!ward}
        />
      </Cell>
    </>
  );
}

/** The same inputs, reading the chosen zone and ward from the form they stand in. */
export function FormGeographyInputs(props: {
  Cell: ComponentType<{ children: ReactNode }>;
  required?: boolean;
}) {
  return (
    <WithValues>
      {(values) => <GeographyInputs zoneId={values.zoneId} wardId={values.wardId} {...props} />}
    </WithValues>
  );
}
