import Save from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, Title, useBasename, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { useHttp } from '../properties/api';
import { FormFileInput } from '../properties/FormFileInput';
import { FormSelectInput, FormTextInput } from '../properties/formInputs';
import { propertyDetailsPath } from '../properties/paths';
import { DOCUMENT_ACCEPT } from '../properties/propertyFiles';
import { useBill } from '../payments/bill';
import { YearsTable } from '../payments/BillSummary';
import { SubmitButton } from '../payments/SubmitButton';
import { useServerSubmit } from '../payments/submit';
import { arrearsPayload, arrearsYearChoices, validateArrears } from './arrearsForm';

function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 4 }}>{children}</Grid>;
}

const SAVED = 'Arrears corrected';

/**
 * Arrears correction (/arrearsCorrection/:propertyId): the property's dues by year, and a year's
 * arrears replaced by the revised house, sewerage and water tax with the receipt and remarks,
 * POST properties/correctArrear/{id} (multipart, with an optional document).
 */
export default function ArrearsCorrection() {
  const { propertyId = '' } = useParams();
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const basename = useBasename();
  const http = useHttp();
  const notify = useNotify();
  const { state, reload } = useBill(propertyId || undefined);
  const submit = useServerSubmit(async (values: Record<string, unknown>) => {
    await http(`/properties/correctArrear/${encodeURIComponent(propertyId)}`, {
      method: 'POST',
      body: arrearsPayload(values),
    });
    notify(SAVED, { type: 'success', messageArgs: { _: SAVED } });
    reload();
  });
  const arrearsYears =
    state.status === 'loaded' ? state.bill.years.filter((year) => year.kind !== 'current') : [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('Arrears Correction')} />
      <SectionHeading>{`${t('Arrears Correction')}: ${propertyId}`}</SectionHeading>
      <Button component={Link} to={propertyDetailsPath(basename, propertyId)} size="small" sx={{ mb: 1 }}>
        {t('Property details')}
      </Button>
      <Card component="section" aria-label={t('Arrears by year')}>
        <CardContent>
          {state.status === 'loading' ? <CircularProgress aria-label={t('Loading')} /> : null}
          {state.status === 'failed' ? <Alert severity="error">{state.message}</Alert> : null}
          {state.status === 'loaded' ? <YearsTable years={arrearsYears} label="Arrears by year" /> : null}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Form onSubmit={submit} validate={validateArrears} mode="onTouched" noValidate>
            <Grid container columnSpacing={2} sx={{ width: '100%' }}>
              <Cell>
                <FormSelectInput
                  source="finYear"
                  label="Financial Year"
                  choices={arrearsYearChoices()}
                  required
                />
              </Cell>
              <Cell>
                <FormTextInput source="revisedArrearsHouseTax" label="Revised House Tax (₹)" required />
              </Cell>
              <Cell>
                <FormTextInput source="revisedArrearsSewerageTax" label="Revised Sewerage Tax (₹)" required />
              </Cell>
              <Cell>
                <FormTextInput source="revisedArrearsWaterTax" label="Revised Water Tax (₹)" required />
              </Cell>
              <Cell>
                <FormTextInput source="receiptNumber" label="Receipt Number" required />
              </Cell>
              <Cell>
                <FormTextInput source="remarks" label="Remarks" />
              </Cell>
              <Cell>
                <FormFileInput source="document" label="Supporting Document" accept={DOCUMENT_ACCEPT} />
              </Cell>
            </Grid>
            <SubmitButton label="Correct arrears" icon={<Save />} />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
