import { HOUSE_CATEGORY_CHOICES, MATCHING_STATUS_CHOICES, OWNER_NAME_HINT } from './choices';
import { FilterCell, FilterPanel } from './FilterPanel';
import { FormDateInput, FormSelectInput, FormTextInput, WithValues } from './formInputs';
import { FormGeographyInputs } from './GeographyInputs';
import { subCategoriesOf, useCategories } from './geography';

/** The filters of the properties list (SPEC section 7, "many lists accept these filters"). */
export function PropertyFilters() {
  const { data: categories } = useCategories();
  return (
    <FilterPanel label="Property filters">
      <FormGeographyInputs Cell={FilterCell} required={false} />
      <FilterCell>
        <FormSelectInput source="houseCategory" label="House Category" choices={HOUSE_CATEGORY_CHOICES} />
      </FilterCell>
      <WithValues>
        {(values) => (
          <>
            <FilterCell>
              <FormSelectInput source="category" label="Property Category" choices={categories} />
            </FilterCell>
            <FilterCell>
              <FormSelectInput
                source="subCategory"
                label="Property Sub-Category"
                choices={subCategoriesOf(categories, values.category)}
                resetOn={String(values.category ?? '')}
              />
            </FilterCell>
          </>
        )}
      </WithValues>
      <FilterCell>
        <FormSelectInput source="matchingStatus" label="Matching Status" choices={MATCHING_STATUS_CHOICES} />
      </FilterCell>
      <FilterCell>
        <FormDateInput source="startDate" label="From Date" />
      </FilterCell>
      <FilterCell>
        <FormDateInput source="endDate" label="To Date" />
      </FilterCell>
      <FilterCell>
        <FormTextInput source="propertyUniqueId" label="Property ID" />
      </FilterCell>
      <FilterCell>
        <FormTextInput source="ownerName" label="Owner Name" hint={OWNER_NAME_HINT} />
      </FilterCell>
    </FilterPanel>
  );
}
