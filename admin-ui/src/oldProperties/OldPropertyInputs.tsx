import { Box, Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { FormTextInput, YesNoInput } from '../properties/formInputs';

type Field = [source: string, label: string];

function Section({ title, fields, children }: { title: string; fields?: Field[]; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }}>
      <SectionHeading>{translate(title, { _: title })}</SectionHeading>
      <Grid container columnSpacing={2}>
        {(fields ?? []).map(([source, label]) => (
          <Grid key={source} size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextInput source={source} label={label} required={source === 'PTINNo'} />
          </Grid>
        ))}
        {children}
      </Grid>
    </Box>
  );
}

/** One tax head: applicable, arrears, interest and the yearly tax (rupees). */
function TaxHead({ applicable, fields }: { applicable: Field; fields: Field[] }) {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <YesNoInput source={applicable[0]} label={applicable[1]} />
      </Grid>
      {fields.map(([source, label]) => (
        <Grid key={source} size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextInput source={source} label={label} />
        </Grid>
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
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextInput source="arrearsTotalTax" label="Total Arrears" />
        </Grid>
      </Section>
    </Box>
  );
}
