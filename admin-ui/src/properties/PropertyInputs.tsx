import { Box } from '@mui/material';
import {
  CONST_TYPE_CHOICES,
  HOUSE_CATEGORY_CHOICES,
  OCCUPANCY_STATUS_CHOICES,
  ROAD_TYPE_CHOICES,
} from './choices';
import { FloorsInput } from './FloorsInput';
import { FormCell, FormSection } from './FormSection';
import { FormFileInput } from './FormFileInput';
import { FormSelectInput, FormTextInput, WithValues, YesNoInput } from './formInputs';
import { GeographyInputs } from './GeographyInputs';
import { subCategoriesOf, useCategories, type CategoryChoice } from './geography';
import {
  BUILDING_IMAGE_FIELDS,
  DOCUMENT_ACCEPT,
  DOCUMENT_FIELDS,
  FILE_LABELS,
  IMAGE_ACCEPT,
} from './propertyFiles';
import type { PropertyFormVariant } from './propertyForm';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const isYes = (value: unknown) => value === true || value === 'true';

/** The category and sub-category of a nonresidential property (numbers of the category master). */
function CategoryInputs({ categories, category }: { categories: CategoryChoice[]; category: unknown }) {
  return (
    <>
      <FormCell>
        <FormSelectInput source="category" label="Property Category" required choices={categories} />
      </FormCell>
      <FormCell>
        <FormSelectInput
          source="subCategory"
          label="Property Sub-Category"
          required
          choices={subCategoriesOf(categories, category)}
          resetOn={String(category ?? '')}
        />
      </FormCell>
    </>
  );
}

/**
 * The property (owner) form of SPEC sections 3 and 5, shared by Add Property and Edit Property.
 * The add variant requires more fields and the three building images; the edit variant keeps the
 * stored images and documents unless new ones are chosen.
 */
export function PropertyInputs({
  variant,
  currentFiles = {},
  storedFields = [],
}: {
  variant: PropertyFormVariant;
  /** Edit: where the stored images and documents can be seen, by field. */
  currentFiles?: Record<string, string | undefined>;
  /** Edit: the fields whose file is stored. */
  storedFields?: string[];
}) {
  const adding = variant === 'add';
  const { data: categories } = useCategories();
  return (
    <Box sx={{ width: '100%' }}>
      <FormSection title="Owner">
        <FormCell>
          <FormTextInput source="ownerName" label="Owner Name" required />
        </FormCell>
        <WithValues>
          {(values) => (
            <>
              <FormCell>
                <FormTextInput
                  source="fatherName"
                  label="Father's Name"
                  required={isBlank(values.husbandName)}
                />
              </FormCell>
              <FormCell>
                <FormTextInput
                  source="husbandName"
                  label="Husband's Name"
                  required={isBlank(values.fatherName)}
                />
              </FormCell>
            </>
          )}
        </WithValues>
        <FormCell>
          <FormTextInput source="mobileNumber" label="Mobile Number" required={adding} />
        </FormCell>
        <FormCell>
          <FormTextInput source="emailId" label="Email ID" type="email" />
        </FormCell>
        <FormCell>
          <FormTextInput source="propertyAddress" label="Property Address" required={adding} />
        </FormCell>
      </FormSection>

      <FormSection title="Location">
        <WithValues>
          {(values) => <GeographyInputs zoneId={values.zoneId} wardId={values.wardId} Cell={FormCell} />}
        </WithValues>
        <FormCell>
          <FormTextInput source="houseNumber" label="House Number" />
        </FormCell>
        <FormCell>
          <FormTextInput source="propertyUniqueId" label="Property ID" readOnly={!adding} />
        </FormCell>
        <FormCell>
          <FormTextInput source="oldPropertyTaxId" label="Old Property Tax ID" />
        </FormCell>
        <FormCell>
          <FormTextInput source="buildingId" label="Building ID" />
        </FormCell>
        {/* Optional: where the property stands on the GIS map (WGS84 degrees). */}
        <FormCell>
          <FormTextInput source="latitude" label="Latitude" hint="Degrees north, e.g. 26.8467" />
        </FormCell>
        <FormCell>
          <FormTextInput source="longitude" label="Longitude" hint="Degrees east, e.g. 80.9462" />
        </FormCell>
      </FormSection>

      <FormSection title="Assessment">
        <FormCell>
          <FormSelectInput
            source="houseCategory"
            label="House Category"
            required
            choices={HOUSE_CATEGORY_CHOICES}
          />
        </FormCell>
        <WithValues>
          {(values) =>
            values.houseCategory === 'nonresidential' ? (
              <CategoryInputs categories={categories} category={values.category} />
            ) : null
          }
        </WithValues>
        <FormCell>
          <FormSelectInput
            source="occupancyStatus"
            label="Occupancy Status"
            required
            choices={OCCUPANCY_STATUS_CHOICES}
          />
        </FormCell>
        <FormCell>
          <FormSelectInput
            source="constType"
            label="Construction Type"
            required={adding}
            choices={CONST_TYPE_CHOICES}
          />
        </FormCell>
        <FormCell>
          <FormSelectInput
            source="roadType"
            label="Road Type"
            required={adding}
            choices={ROAD_TYPE_CHOICES}
          />
        </FormCell>
        <FormCell>
          <FormTextInput source="roadWidth" label="Road Width (m)" required={adding} />
        </FormCell>
        <FormCell>
          <FormTextInput source="plotArea" label="Plot Area (sq ft)" required={adding} />
        </FormCell>
        <FormCell>
          <FormTextInput source="constructionYear" label="Construction Year" required={adding} />
        </FormCell>
        <FormCell>
          <FormTextInput source="oldArv" label="Old ARV (₹)" />
        </FormCell>
        <FormCell>
          <FormTextInput source="financialYear" label="Financial Year" />
        </FormCell>
        <FormCell>
          <FormTextInput source="sourceOfWater" label="Source of Water" />
        </FormCell>
      </FormSection>

      <FormSection title="Flags">
        <FormCell>
          <YesNoInput source="houseTaxApplicable" label="House Tax Applicable" required />
        </FormCell>
        <FormCell>
          <YesNoInput source="waterTaxApplicable" label="Water Tax Applicable" required />
        </FormCell>
        <FormCell>
          <YesNoInput source="sewerageConnectionAvailable" label="Sewerage Connection Available" required />
        </FormCell>
        <FormCell>
          <YesNoInput source="isMetroRailProperty" label="Metro Rail Property" />
        </FormCell>
        <FormCell>
          <YesNoInput source="isDisabled" label="Owner is Disabled" />
        </FormCell>
        <FormCell>
          <YesNoInput source="isExDefensePersonalWidow" label="Ex-Defence Personnel Widow" />
        </FormCell>
        <WithValues>
          {(values) => (
            <>
              {isYes(values.isDisabled) ? (
                <>
                  <FormCell>
                    <FormTextInput source="disabilityPercentage" label="Disability Percentage" required />
                  </FormCell>
                  <FormCell>
                    <FormFileInput
                      source="disabilityDocumentProof"
                      label="Disability Document Proof"
                      required
                      accept={DOCUMENT_ACCEPT}
                      currentUrl={currentFiles.disabilityDocumentProof}
                      stored={storedFields.includes('disabilityDocumentProof')}
                    />
                  </FormCell>
                </>
              ) : null}
              {isYes(values.isExDefensePersonalWidow) ? (
                <FormCell>
                  <FormFileInput
                    source="exDefensePersonalDocumentProof"
                    label="Ex-Defence Widow Document Proof"
                    required
                    accept={DOCUMENT_ACCEPT}
                    currentUrl={currentFiles.exDefensePersonalDocumentProof}
                    stored={storedFields.includes('exDefensePersonalDocumentProof')}
                  />
                </FormCell>
              ) : null}
            </>
          )}
        </WithValues>
      </FormSection>

      <FormSection title="Floors">
        <FormCell wide>
          <FloorsInput categories={categories} />
        </FormCell>
      </FormSection>

      <FormSection title="Documents">
        {BUILDING_IMAGE_FIELDS.map((source) => (
          <FormCell key={source}>
            <FormFileInput
              source={source}
              label={FILE_LABELS[source]}
              required={adding}
              image
              accept={IMAGE_ACCEPT}
              currentUrl={currentFiles[source]}
              stored={storedFields.includes(source)}
            />
          </FormCell>
        ))}
        {DOCUMENT_FIELDS.map((source) => (
          <FormCell key={source}>
            <FormFileInput
              source={source}
              label={FILE_LABELS[source]}
              accept={DOCUMENT_ACCEPT}
              currentUrl={currentFiles[source]}
              stored={storedFields.includes(source)}
            />
          </FormCell>
        ))}
      </FormSection>
    </Box>
  );
}
