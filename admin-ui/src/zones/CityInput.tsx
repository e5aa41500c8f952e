import { useEffect } from 'react';
import { SelectInput, useGetList, useInput } from 'react-admin';

/** The city of a new zone or ward, from the city master; preset when there is only one city. */
export function CityInput({ source = 'city_id' }: { source?: string }) {
  const { data: cities = [] } = useGetList('cities', { pagination: { page: 1, perPage: 100 } });
  const { field } = useInput({ source });
  const only = cities.length === 1 ? String(cities[0].id) : null;
  const { value, onChange } = field;
  useEffect(() => {
    if (only && !value) onChange(only);
  }, [only, value, onChange]);
  return <SelectInput source={source} label="City" choices={cities} optionText="name" isRequired fullWidth />;
}
