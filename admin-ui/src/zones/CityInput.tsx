import { SelectInput, useGetList } from 'react-admin';

/**
 * The city of a new zone or ward, from the city master; preset when there is only one city. The
 * preset is the input's default value, so the form's own reset on mount cannot wipe it (the cities
 * are often cached by then, and a value set from an effect was lost).
 */
export function CityInput({ source = 'city_id' }: { source?: string }) {
  const { data: cities = [] } = useGetList('cities', { pagination: { page: 1, perPage: 100 } });
  const only = cities.length === 1 ? String(cities[0].id) : undefined;
  return (
    <SelectInput
      source={source}
      label="City"
      choices={cities}
      optionText="name"
      defaultValue={only}
      isRequired
      fullWidth
    />
  );
}
