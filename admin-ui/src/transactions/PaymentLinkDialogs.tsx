import CloseIcon from '@mui/icons-material/Close';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  Typography,
} from '@mui/material';
import { payerContactSchema, propertyUniqueId } from '@ptax/contracts';
import { useId, type ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { filterFields } from '../properties/api';
import { FilterCell } from '../properties/FilterPanel';
import { FormSelectInput, WithValues } from '../properties/formInputs';
import { GeographyInputs } from '../properties/GeographyInputs';
import { useIdempotencyKey } from '../payments/idempotencyKey';
import { ActionDialog } from './ActionDialog';
import { useActionCall } from './api';
import { tk } from './texts';

const AreaCell = ({ children }: { children: ReactNode }) => <FilterCell md={6}>{children}</FilterCell>;

const MESSAGE_TYPES = [
  { id: 'whatsapp', label: 'field.whatsapp' },
  { id: 'sms', label: 'field.sms' },
] as const;

/** The payer contact of a payment link, for one property. */
const paymentLinkSchema = payerContactSchema.extend({ propertyUniqueId: propertyUniqueId() });

/** POST payments/easyCollect: a payment link for one property, sent by WhatsApp or SMS. */
export function SendLinkDialog({ onClose }: { onClose: () => void }) {
  // The dialog closes once the link is sent: one key per opening, so a double click sends one link.
  const once = useIdempotencyKey();
  return (
    <ActionDialog
      title="dialog.sendLinkTitle"
      fields={[
        { name: 'propertyUniqueId', label: 'field.propertyUniqueId', required: true },
        { name: 'firstname', label: 'field.firstname', required: true },
        { name: 'phone', label: 'field.phone', required: true },
        { name: 'email', label: 'field.email', type: 'email' },
        { name: 'type', label: 'field.type', required: true, choices: MESSAGE_TYPES },
      ]}
      schema={paymentLinkSchema}
      initialValues={{ propertyUniqueId: '', firstname: '', phone: '', email: '', type: 'whatsapp' }}
      request={(data) => ({
        method: 'POST',
        path: '/payments/easyCollect',
        body: data,
        headers: once.headers,
        done: tk('done.linkSent'),
      })}
      onClose={onClose}
    />
  );
}

/**
 * POST payments/easyCollectBulk?type=whatsapp|sms with { zoneId, wardId, mohallaId }: a payment link
 * to every property of an area. A zone at least, so a slip cannot message the whole city.
 */
export function BulkSendDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const call = useActionCall();
  const titleId = useId();
  const typeChoices = MESSAGE_TYPES.map((type) => ({ id: type.id, name: tk(type.label) }));
  const submit = async (values: Record<string, unknown>) => {
    const { type, ...area } = filterFields(values);
    const sent = await call({
      method: 'POST',
      path: '/payments/easyCollectBulk',
      query: { type },
      body: area,
      done: tk('done.bulkSent'),
    });
    if (sent) onClose();
  };
  const validate = (values: Record<string, unknown>) =>
    values.zoneId ? {} : { zoneId: tk('field.zoneRequired') };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form defaultValues={{ type: 'whatsapp' }} onSubmit={submit} validate={validate} noValidate>
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {translate(tk('dialog.bulkTitle'))}
        </DialogTitle>
        <IconButton
          aria-label={translate(tk('action.close'))}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <Typography variant="body2" color="text.secondary">
            {translate(tk('dialog.bulkHint'))}
          </Typography>
          <Grid container columnSpacing={2}>
            <WithValues>
              {(values) => (
                <GeographyInputs
                  zoneId={values.zoneId}
                  wardId={values.wardId}
                  Cell={AreaCell}
                  required={false}
                />
              )}
            </WithValues>
            <AreaCell>
              <FormSelectInput source="type" label={tk('field.type')} choices={typeChoices} required />
            </AreaCell>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button type="submit" variant="contained">
            {translate(tk('action.submit'))}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
