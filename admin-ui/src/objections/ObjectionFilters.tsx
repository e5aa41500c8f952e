import { FilterCell, FilterPanel } from '../properties/FilterPanel';
import { FormDateInput, FormSelectInput, FormTextInput } from '../properties/formInputs';
import { FormGeographyInputs } from '../properties/GeographyInputs';
import { STATUS_CHOICES, UPLOADER_CHOICES } from './choices';
import type { ObjectionTab } from './tabs';
import { ok } from './texts';

/**
 * The filters of SPEC section 7 for objections: status (where the list holds every status), uploader
 * type, objection date, the raised or resolved date range, zone / ward / mohalla and the property.
 */
export function ObjectionFilters({ tab }: { tab: ObjectionTab }) {
  return (
    <FilterPanel label={ok('filter.label')}>
      {tab.statusFilter ? (
        <FilterCell>
          <FormSelectInput source="objectionStatus" label={ok('filter.status')} choices={STATUS_CHOICES} />
        </FilterCell>
      ) : null}
      <FilterCell>
        <FormSelectInput source="uploaderType" label={ok('filter.uploaderType')} choices={UPLOADER_CHOICES} />
      </FilterCell>
      <FilterCell>
        <FormDateInput source="objectionDate" label={ok('filter.objectionDate')} />
      </FilterCell>
      <FilterCell>
        <FormDateInput
          source="startDate"
          label={ok(tab.resolvedDates ? 'filter.resolvedFrom' : 'filter.raisedFrom')}
        />
      </FilterCell>
      <FilterCell>
        <FormDateInput
          source="endDate"
          label={ok(tab.resolvedDates ? 'filter.resolvedTo' : 'filter.raisedTo')}
        />
      </FilterCell>
      <FilterCell>
        <FormTextInput source="propertyUniqueId" label={ok('filter.propertyUniqueId')} />
      </FilterCell>
      <FormGeographyInputs Cell={FilterCell} required={false} />
    </FilterPanel>
  );
}
