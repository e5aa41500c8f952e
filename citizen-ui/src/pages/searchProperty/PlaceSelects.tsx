import { usePlaceLists, type PlaceList } from '../../shared/places';
import { SelectField } from './SelectField';
import type { SearchValues } from './searchQuery';
import type { SearchTexts } from './texts';

type Place = Pick<SearchValues, 'zoneId' | 'wardId' | 'mohallaId'>;

interface Props {
  place: Place;
  /** A new zone clears the ward and the mohalla; a new ward clears the mohalla. */
  onChange: (place: Place) => void;
  t: SearchTexts;
}

const optionsOf = ({ open, state }: PlaceList) => (open && state.status === 'loaded' ? state.data : []);

const failure = ({ state }: PlaceList) => (state.status === 'failed' ? state.message : undefined);

/** Zone, then ward, then mohalla (GET zones, wards?zoneId, mohallas?zoneId&wardId: public lists). */
export function PlaceSelects({ place, onChange, t }: Props) {
  const { zoneId, wardId, mohallaId } = place;
  const lists = usePlaceLists(place, (ward) => t.wardOption(ward.ward_no, ward.ward_fullname));

  return (
    <fieldset className="search-form__place">
      <legend>{t.placeLegend}</legend>
      <SelectField
        label={t.labels.zoneId}
        value={zoneId}
        anyLabel={t.anyZone}
        options={optionsOf(lists.zoneId)}
        note={failure(lists.zoneId)}
        onChange={(value) => onChange({ zoneId: value, wardId: '', mohallaId: '' })}
      />
      <SelectField
        label={t.labels.wardId}
        value={wardId}
        anyLabel={t.anyWard}
        options={optionsOf(lists.wardId)}
        disabled={!zoneId}
        note={zoneId ? failure(lists.wardId) : t.chooseZoneFirst}
        onChange={(value) => onChange({ zoneId, wardId: value, mohallaId: '' })}
      />
      <SelectField
        label={t.labels.mohallaId}
        value={mohallaId}
        anyLabel={t.anyMohalla}
        options={optionsOf(lists.mohallaId)}
        disabled={!wardId}
        note={wardId ? failure(lists.mohallaId) : t.chooseWardFirst}
        onChange={(value) => onChange({ zoneId, wardId, mohallaId: value })}
      />
    </fieldset>
  );
}
