import { Box, Typography } from '@mui/material';
import { ArrayInput, BooleanInput, SimpleFormIterator, useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { MasterTextInput } from '../zones';

/**
 * The discount form of SPEC section 5, shared by Add and Edit: the billing period (its last day),
 * the description, the percentage, whether it applies, and the extra criteria with their own
 * percentages (online payment, for example).
 */
export function DiscountInputs() {
  const translate = useTranslate();
  return (
    <>
      <MasterTextInput
        source="billingPeriod"
        label="Billing Period (last day, YYYY-MM-DD)"
        required
        autoFocus
      />
      <MasterTextInput source="periodDescription" label="Period Description" required />
      <MasterTextInput source="discountPercentage" label="Discount Percentage" required />
      <BooleanInput source="status" label={translateText(translate, 'Active')} />
      <Box sx={{ width: '100%' }}>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {translateText(translate, 'Additional Discount Criteria')}
        </Typography>
        <ArrayInput source="additionDiscountCriteria" label={false}>
          <SimpleFormIterator inline disableReordering>
            <MasterTextInput source="criteria" label="Criteria" required />
            <MasterTextInput source="discountPercentage" label="Discount Percentage" required />
          </SimpleFormIterator>
        </ArrayInput>
      </Box>
    </>
  );
}
