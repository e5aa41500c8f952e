import { Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { financialYearChoices } from '../demand/demandApi';
import { FormSelectInput, FormTextInput } from '../properties/formInputs';
import { NOTE_KIND_CHOICES } from './noteForm';

function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6 }}>{children}</Grid>;
}

/** Notes reach back over the arrears a property may still carry. */
const NOTE_YEARS_BACK = 10;

/** The fields of a debit or credit note. */
export function NoteInputs() {
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Cell>
        <FormTextInput source="propertyUniqueId" label="Property ID" required />
      </Cell>
      <Cell>
        <FormSelectInput source="kind" label="Note Type" choices={NOTE_KIND_CHOICES} required />
      </Cell>
      <Cell>
        <FormSelectInput
          source="financialYear"
          label="Financial Year"
          choices={financialYearChoices({ yearsBack: NOTE_YEARS_BACK })}
          required
        />
      </Cell>
      <Cell>
        <FormTextInput source="receiptNumber" label="Receipt Number" />
      </Cell>
      <Cell>
        <FormTextInput source="houseTax" label="House Tax (₹)" required />
      </Cell>
      <Cell>
        <FormTextInput source="waterTax" label="Water Tax (₹)" required />
      </Cell>
      <Cell>
        <FormTextInput source="sewerTax" label="Sewer Tax (₹)" required />
      </Cell>
      <Grid size={12}>
        <FormTextInput source="reason" label="Reason" required />
      </Grid>
    </Grid>
  );
}
