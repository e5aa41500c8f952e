import { Box, Grid } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { SubmitButton } from '../payments/SubmitButton';
import { useServerSubmit } from '../payments/submit';
import { useHttp } from '../properties/api';
import { useServices } from '../providers/services';
import { FormDateInput, FormTextInput } from '../properties/formInputs';
import { DocumentsInput } from './DocumentsInput';
import { FormTextArea } from './FormTextArea';
import { uploadObjection, type ObjectionRow } from './objectionApi';
import { PropertyConfirm } from './PropertyConfirm';
import { ok } from './texts';
import { UPLOAD_DEFAULTS, uploadBody, validateUpload } from './uploadForm';

/**
 * An objection raised by a citizen, uploaded by staff (POST objection/upload, multipart): the property
 * (confirmed by its owner and address), the objection, its day and the documents. The server's field
 * messages land on their fields; on success a toast with the objection's number.
 */
export function UploadForm({ onUploaded }: { onUploaded: (row: ObjectionRow) => void }) {
  const translate = useTranslate();
  const http = useHttp();
  const { toasts } = useServices();
  const submit = useServerSubmit(async (values: Record<string, unknown>) => {
    const row = await uploadObjection(http, uploadBody(values));
    const detail = translate(ok('upload.done'), { objectionId: row.objectionId });
    toasts.show({ severity: 'success', summary: 'Success', detail });
    onUploaded(row);
  });
  return (
    <Form
      defaultValues={UPLOAD_DEFAULTS}
      validate={validateUpload}
      onSubmit={submit}
      mode="onTouched"
      noValidate
    >
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextInput source="propertyUniqueId" label={ok('upload.propertyUniqueId')} required />
          <PropertyConfirm />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormDateInput source="objectionDate" label={ok('upload.objectionDate')} />
          <Box component="p" sx={{ m: 0, fontSize: '0.75rem', color: 'text.secondary' }}>
            {translate(ok('upload.objectionDateHint'))}
          </Box>
        </Grid>
        <Grid size={12}>
          <FormTextArea source="description" label={ok('upload.description')} required rows={4} />
        </Grid>
        <Grid size={12}>
          <DocumentsInput />
        </Grid>
      </Grid>
      <SubmitButton label={ok('upload.submit')} />
    </Form>
  );
}
