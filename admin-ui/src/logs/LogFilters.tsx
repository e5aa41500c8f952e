import { logListFiltersSchema } from '@ptax/contracts';
import { useTranslate } from 'react-admin';
import { validateWith } from '../components/schemaValidation';
import { FilterCell, FilterPanel } from '../properties/FilterPanel';
import { FormDateInput, FormSelectInput, FormTextInput } from '../properties/formInputs';
import { FormGeographyInputs } from '../properties/GeographyInputs';
import { usePeopleChoices } from './people';
import { lk } from './texts';

const validateLogFilters = validateWith(logListFiltersSchema);

/** The logs' filters: the days (India time), who changed it, the property and where it is. */
export function LogFilters() {
  const translate = useTranslate();
  const people = usePeopleChoices(translate(lk('citizen')));
  return (
    <FilterPanel label={lk('filter.label')} validate={validateLogFilters}>
      <FilterCell>
        <FormDateInput source="startDate" label={lk('filter.startDate')} />
      </FilterCell>
      <FilterCell>
        <FormDateInput source="endDate" label={lk('filter.endDate')} />
      </FilterCell>
      <FilterCell>
        <FormSelectInput source="userId" label={lk('filter.user')} choices={people.data} />
      </FilterCell>
      <FilterCell>
        <FormTextInput source="propertyUniqueId" label={lk('filter.propertyUniqueId')} />
      </FilterCell>
      <FormGeographyInputs Cell={FilterCell} required={false} />
    </FilterPanel>
  );
}
