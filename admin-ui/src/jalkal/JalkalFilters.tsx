import { jalkalListFiltersSchema } from '@ptax/contracts';
import { validateWith } from '../components/schemaValidation';
import { FilterCell, FilterPanel } from '../properties/FilterPanel';
import { FormDateInput, FormTextInput } from '../properties/formInputs';
import { FormGeographyInputs } from '../properties/GeographyInputs';
import type { JalkalTab } from './tabs';
import { jk } from './texts';

const validateFilters = validateWith(jalkalListFiltersSchema);

/** The list filters of SPEC section 7 the jalkal lists take: the property, the dates, the place. */
export function JalkalFilters({ tab }: { tab: JalkalTab }) {
  const raised = tab.dates === 'raised';
  return (
    <FilterPanel label={jk('filter.label')} validate={validateFilters}>
      <FilterCell>
        <FormTextInput source="propertyUniqueId" label={jk('filter.propertyUniqueId')} />
      </FilterCell>
      <FilterCell>
        <FormDateInput source="startDate" label={jk(raised ? 'filter.raisedFrom' : 'filter.decidedFrom')} />
      </FilterCell>
      <FilterCell>
        <FormDateInput source="endDate" label={jk(raised ? 'filter.raisedTo' : 'filter.decidedTo')} />
      </FilterCell>
      <FormGeographyInputs Cell={FilterCell} required={false} />
    </FilterPanel>
  );
}
