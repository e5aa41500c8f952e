import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { FormCell, FormSection } from '../properties/FormSection';
import { FormTextInput, YesNoInput } from '../properties/formInputs';

type Field = [source: string, label: string];

/** A titled section of text inputs; the PTIN is the one required field. */
function Section({ title, fields, children }: { title: string; fields?: Field[]; children?: ReactNode }) {
  return (
    <FormSection title={title}>
      {(fields ?? []).map(([source, label]) => (
        <FormCell key={source}>
          <FormTextInput source={source} label={label} required={source === 'PTINNo'} />
        </FormCell>
      ))}
      {children}
    </FormSection>
  );
}

/** One tax head: applicable, arrears, interest and the yearly tax (rupees). */
function TaxHead({ applicable, fields }: { applicable: Field; fields: Field[] }) {
  return (
    <>
      <FormCell md={3}>
        <YesNoInput source={applicable[0]} label={applicable[1]} />
      </FormCell>
      {fields.map(([source, label]) => (
        <FormCell key={source} md={3}>
          <FormTextInput source={source} label={label} />
        </FormCell>
      ))}
    </>
  );
}

/** The old (pre-survey) property record of SPEC section 3. */
export function OldPropertyInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <Section
        title="Owner"
        fields={[
          ['PTINNo', 'PTIN Number'],
          ['ownerName', 'Owner Name'],
          ['ownerFatherName', "Owner's Father Name"],
          ['oldMobileNo', 'Mobile Number'],
          ['oldHouseNo', 'House Number'],
          ['oldOwnerAddress', 'Owner Address'],
        ]}
      />
      <Section
        title="Location"
        fields={[
          ['oldZoneId', 'Old Zone ID'],
          ['oldZoneName', 'Old Zone Name'],
          ['oldWardId', 'Old Ward ID'],
          ['oldWardName', 'Old Ward Name'],
          ['oldMohallaId', 'Old Mohalla ID'],
          ['oldMohallaName', 'Old Mohalla Name'],
        ]}
      />
      <Section
        title="Building"
        fields={[
          ['oldConstYear', 'Construction Year'],
          ['oldBuildingUsage', 'Building Usage'],
          ['oldHouseCategory', 'House Category'],
          ['oldConstType', 'Construction Type'],
          ['oldRoadWidth', 'Road Width'],
          ['oldConstructionArea', 'Construction Area'],
          ['oldPlotArea', 'Plot Area'],
          ['oldOpenArea', 'Open Area'],
          ['oldCarpetArea', 'Carpet Area'],
          ['oldArv', 'Old ARV (₹)'],
        ]}
      />
      <Section title="Taxes (₹)">
        <TaxHead
          applicable={['houseTaxApplicable', 'House Tax Applicable']}
          fields={[
            ['arrearsHouseTax', 'Arrears House Tax'],
            ['interestHouseTax', 'Interest on House Tax'],
            ['oldHouseTax', 'House Tax'],
          ]}
        />
        <TaxHead
          applicable={['waterTaxApplicable', 'Water Tax Applicable']}
          fields={[
            ['arrearsWaterTax', 'Arrears Water Tax'],
            ['interestWaterTax', 'Interest on Water Tax'],
            ['oldWaterTax', 'Water Tax'],
          ]}
        />
        <TaxHead
          applicable={['sewerTaxApplicable', 'Sewer Tax Applicable']}
          fields={[
            ['arrearsSewarageTax', 'Arrears Sewerage Tax'],
            ['interestSewerTax', 'Interest on Sewer Tax'],
            ['oldSewerTax', 'Sewer Tax'],
          ]}
        />
        <FormCell md={3}>
          <FormTextInput source="arrearsTotalTax" label="Total Arrears" />
        </FormCell>
      </Section>
    </Box>
  );
}
