import { Box, Button, DialogActions, DialogContent, Grid, Typography } from '@mui/material';
import { indiaDate } from '@ptax/contracts';
import { Form, useTranslate } from 'react-admin';
import { DocumentsInput } from '../objections/DocumentsInput';
import { FormTextArea } from '../objections/FormTextArea';
import { SubmitButton } from '../payments/SubmitButton';
import { useServerSubmit } from '../payments/submit';
import { useHttp } from '../properties/api';
import { FormDateInput, FormTextInput, WithValues } from '../properties/formInputs';
import { useServices } from '../providers/services';
import { ChangeSelect } from './ChangeSelect';
import { raiseRequest, type JalkalEditRow } from './jalkalApi';
import { raiseBody, raiseDefaults, validateRaise, wantedChanges } from './raiseForm';
import { ChangeList } from './RequestFacts';
import { jk } from './texts';

type Values = Record<string, unknown>;

/** "What will change", as the water department will read it, while the form is filled in. */
function Preview({ values, property }: { values: Values; property: Values }) {
  const translate = useTranslate();
  const wanted = wantedChanges(values, property);
  return (
    <Box
      component="section"
      aria-label={translate(jk('raise.preview'))}
      sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Typography variant="subtitle2" component="h3">
        {translate(jk('raise.preview'))}
      </Typography>
      {Object.keys(wanted.changes).length ? (
        <ChangeList row={wanted} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(jk('raise.nothingYet'))}
        </Typography>
      )}
    </Box>
  );
}

const nowOf = (property: Values, field: string) => {
  const value = property[field];
  return typeof value === 'string' && value ? value : null;
};

/**
 * A request to change the property's water and sewer facts (POST jalkal): the facts to change, why,
 * from when, and the evidence. The server's field messages land on their fields; on success a toast
 * with the request's number.
 */
export function RaiseRequestForm({
  property,
  onClose,
  onRaised,
}: {
  property: Values & { propertyUniqueId: string };
  onClose: () => void;
  onRaised: (row: JalkalEditRow) => void;
}) {
  const translate = useTranslate();
  const http = useHttp();
  const { toasts } = useServices();
  const today = indiaDate(Date.now());
  const id = property.propertyUniqueId;
  const submit = useServerSubmit(async (values: Values) => {
    const row = await raiseRequest(http, raiseBody(id, values));
    toasts.show({
      severity: 'success',
      summary: 'Success',
      detail: translate(jk('raise.done'), { number: row.jalkalEditId }),
    });
    onRaised(row);
    onClose();
  });
  const textNow = (field: string) =>
    translate(jk('raise.now'), { value: nowOf(property, field) ?? translate(jk('value.empty')) });
  return (
    <Form
      defaultValues={raiseDefaults(today)}
      validate={validateRaise(id, today)}
      onSubmit={submit}
      mode="onTouched"
      noValidate
    >
      <DialogContent sx={{ pt: 0 }}>
        <Typography sx={{ mb: 1 }}>{translate(jk('raise.intro'))}</Typography>
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChangeSelect
              source="waterTaxApplicable"
              label="field.waterTaxApplicable"
              now={property.waterTaxApplicable}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChangeSelect
              source="sewerageConnectionAvailable"
              label="field.sewerageConnectionAvailable"
              now={property.sewerageConnectionAvailable}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextInput
              source="sourceOfWater"
              label={jk('field.sourceOfWater')}
              hint={textNow('sourceOfWater')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextInput
              source="waterConnectionNumber"
              label={jk('field.waterConnectionNumber')}
              hint={textNow('waterConnectionNumber')}
            />
          </Grid>
          <Grid size={12}>
            <FormTextArea source="reason" label={jk('raise.reason')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDateInput source="effectiveDate" label={jk('raise.effectiveDate')} required />
            <Typography variant="caption" color="text.secondary">
              {translate(jk('raise.effectiveHint'))}
            </Typography>
          </Grid>
          <Grid size={12}>
            <DocumentsInput label={jk('raise.evidence')} required />
          </Grid>
        </Grid>
        <WithValues>{(values) => <Preview values={values} property={property} />}</WithValues>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} sx={{ mt: 2 }}>
          {translate(jk('action.cancel'))}
        </Button>
        <SubmitButton label={jk('action.send')} />
      </DialogActions>
    </Form>
  );
}
