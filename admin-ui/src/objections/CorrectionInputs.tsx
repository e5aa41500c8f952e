import { Box, Checkbox, FormControlLabel, Grid, Typography } from '@mui/material';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { CONST_TYPE_CHOICES } from '../properties/choices';
import { FloorsInput } from '../properties/FloorsInput';
import { FormSelectInput, FormTextInput, WithValues } from '../properties/formInputs';
import { useCategories } from '../properties/geography';
import { ok } from './texts';

/** The switch that offers the correction; off, the property is left as it is. */
function CorrectSwitch() {
  const translate = useTranslate();
  const { field } = useController({ name: 'correct' });
  return (
    <FormControlLabel
      control={
        <Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />
      }
      label={translate(ok('resolve.correct'))}
    />
  );
}

/**
 * An optional correction of the property with Edit Property's own inputs: plot area, construction
 * type and the floors (properties/formInputs and FloorsInput), prefilled with the stored values.
 */
export function CorrectionInputs() {
  const translate = useTranslate();
  const { data: categories } = useCategories();
  return (
    <Box sx={{ mt: 1 }}>
      <CorrectSwitch />
      <WithValues>
        {(values) =>
          values.correct === true ? (
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate(ok('resolve.correctHint'))}
              </Typography>
              <Grid container columnSpacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextInput source="plotArea" label={ok('resolve.plotArea')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormSelectInput
                    source="constType"
                    label={ok('resolve.constType')}
                    choices={CONST_TYPE_CHOICES}
                  />
                </Grid>
              </Grid>
              <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
                {translate(ok('resolve.floors'))}
              </Typography>
              {/* The floors' iterator names its rows by resource: they are a property's floors. */}
              <ResourceContextProvider value="properties">
                <FloorsInput categories={categories} />
              </ResourceContextProvider>
            </Box>
          ) : null
        }
      </WithValues>
    </Box>
  );
}
