import { useMohallas, useWards, useZones } from '../properties/geography';

const idOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The name of the place the form's values choose (its mohalla, else its ward, else its zone), or null. */
export function usePlaceName(values: Record<string, unknown>): string | null {
  const zoneId = idOf(values.zoneId);
  const wardId = idOf(values.wardId);
  const mohallaId = idOf(values.mohallaId);
  const zones = useZones();
  const wards = useWards(zoneId);
  const mohallas = useMohallas(zoneId, wardId);
  const name = (list: { id: string; name: string }[], id: string | undefined) =>
    id === undefined ? undefined : list.find((choice) => choice.id === id)?.name;
  return name(mohallas.data, mohallaId) ?? name(wards.data, wardId) ?? name(zones.data, zoneId) ?? null;
}
