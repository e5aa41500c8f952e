import { ArrayInput, FormDataConsumer, SimpleFormIterator } from 'react-admin';
import { FLOOR_TYPE_CHOICES, RENT_TYPE_CHOICES, RENT_USAGE_CHOICES } from './choices';
import { FormSelectInput, FormTextInput } from './formInputs';
import { subCategoriesOf, type CategoryChoice } from './geography';

type Values = Record<string, unknown>;

/** The floors / premises of SPEC section 3, one row each; category only for a nonresidential use. */
export function FloorsInput({ categories }: { categories: CategoryChoice[] }) {
  return (
    <ArrayInput source="floors" label={false}>
      <SimpleFormIterator inline disableReordering>
        <FormTextInput source="floorNumber" label="Floor Number" required />
        <FormSelectInput source="rentType" label="Rent Type" required choices={RENT_TYPE_CHOICES} />
        <FormSelectInput source="rentUsage" label="Rent Usage" required choices={RENT_USAGE_CHOICES} />
        <FormSelectInput source="type" label="Floor Type" required choices={FLOOR_TYPE_CHOICES} />
        <FormDataConsumer>
          {({ scopedFormData }) =>
            (scopedFormData as Values | undefined)?.rentUsage === 'nonresidential' ? (
              <>
                <FormSelectInput source="category" label="Category" choices={categories} />
                <FormSelectInput
                  source="subCategory"
                  label="Sub-Category"
                  choices={subCategoriesOf(categories, (scopedFormData as Values).category)}
                  resetOn={String((scopedFormData as Values).category ?? '')}
                />
              </>
            ) : null
          }
        </FormDataConsumer>
        <FormTextInput source="areaSqft" label="Area (sq ft)" required />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
