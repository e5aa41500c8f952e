import { PLACE_KEYS, usePlaceLists, type Place, type PlaceKey } from '../../shared/places';
import { SelectField } from './fields';

// Zone, then ward, then mohalla, each list from the public masters; used by the form and by the
// officials' filters.

export { PLACE_KEYS, type PlaceKey };

interface GeographySelectsProps {
  place: Place;
  onChange: (key: PlaceKey, value: string) => void;
  labels: Record<PlaceKey, string>;
  select: (label: string) => string;
  loading: string;
  required?: boolean;
  errorOf?: (key: PlaceKey) => string | undefined;
  isTouched?: (key: PlaceKey) => boolean;
  touch?: (key: PlaceKey) => void;
}

export function GeographySelects(props: GeographySelectsProps) {
  const { place, onChange, labels, select, loading, required, errorOf, isTouched, touch } = props;
  const lists = usePlaceLists(place);
  return (
    <>
      {PLACE_KEYS.map((key) => {
        const { open, state } = lists[key];
        return (
          <SelectField
            key={key}
            name={key}
            label={labels[key]}
            placeholder={open && state.status === 'loading' ? loading : select(labels[key])}
            value={place[key]}
            onChange={(value) => onChange(key, value)}
            options={open && state.status === 'loaded' ? state.data : []}
            disabled={!open}
            required={required}
            error={errorOf?.(key) ?? (open && state.status === 'failed' ? state.message : undefined)}
            touched={Boolean(isTouched?.(key)) || state.status === 'failed'}
            onTouch={() => touch?.(key)}
          />
        );
      })}
    </>
  );
}
