import { CityInput } from './CityInput';
import { MasterTextInput } from './MasterTextInput';

/** The zone form of SPEC section 5 (city, zone number at least 1) and an optional name. */
export function ZoneInputs() {
  return (
    <>
      <CityInput />
      <MasterTextInput source="zone_no" label="Zone Number" required autoFocus />
      <MasterTextInput source="name" label="Zone Name" />
    </>
  );
}
