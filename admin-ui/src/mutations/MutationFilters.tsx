import { mutationListFiltersSchema } from '@ptax/contracts';
import { validateWith } from '../components/schemaValidation';
import { FilterCell, FilterPanel } from '../properties/FilterPanel';
import { FormDateInput, FormTextInput } from '../properties/formInputs';
import { FormGeographyInputs } from '../properties/GeographyInputs';
import { mk } from './texts';

const validateFilters = validateWith(mutationListFiltersSchema);

/** The filters of SPEC section 7 for mutations: zone / ward / mohalla, the requested range, the property, the number. */
export function MutationFilters() {
  return (
    <FilterPanel label={mk('filter.label')} validate={validateFilters}>
      <FilterCell>
        <FormTextInput source="mutationId" label={mk('filter.mutationId')} />
      </FilterCell>
      <FilterCell>
        <FormTextInput source="propertyUniqueId" label={mk('filter.propertyUniqueId')} />
      </FilterCell>
      <FilterCell>
        <FormDateInput source="startDate" label={mk('filter.from')} />
      </FilterCell>
      <FilterCell>
        <FormDateInput source="endDate" label={mk('filter.to')} />
      </FilterCell>
      <FormGeographyInputs Cell={FilterCell} required={false} />
    </FilterPanel>
  );
}
