import { Alert, Button, DialogActions, DialogContent, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { DocumentsInput } from '../objections/DocumentsInput';
import { SubmitButton } from '../payments/SubmitButton';
import { serverFieldErrors } from '../payments/submit';
import { useHttp, useLoaded } from '../properties/api';
import { formatPaise } from '../properties/format';
import { FormDateInput, FormSelectInput, FormTextInput, WithValues } from '../properties/formInputs';
import { translateText } from '../providers/i18n/i18nProvider';
import { useServices } from '../providers/services';
import { FeePreview } from './FeePreview';
import { fetchFeeTable, raiseMutation, type MutationRow } from './mutationApi';
import { PropertyDues, usePropertyBill } from './PropertyDues';
import { RAISE_DEFAULTS, raiseBody, REASON_CHOICES, validateRaise } from './raiseForm';
import { mk, type MutationsTextKey } from './texts';

type Values = Record<string, unknown>;

const Cell = ({ children, wide }: { children: React.ReactNode; wide?: boolean }) => (
  <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>{children}</Grid>
);

function Heading({ text }: { text: MutationsTextKey }) {
  const translate = useTranslate();
  return (
    <Grid size={12}>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 1.5 }}>
        {translate(mk(text))}
      </Typography>
    </Grid>
  );
}

function Text({ source, required }: { source: string; required?: boolean }) {
  return (
    <FormTextInput source={source} label={mk(`raise.${source}` as MutationsTextKey)} required={required} />
  );
}

/** The property, its owner and dues, from the ID typed (inside the form: it watches the field). */
function PropertyPart() {
  const bill = usePropertyBill();
  return <PropertyDues {...bill} />;
}

/**
 * A change of owner (POST mutations, multipart): the property (its owner and dues shown as soon as
 * its ID is typed), the reason, the new owner, the deed with its two values, the documents, and the
 * fee it will cost. A refusal (the property owes, another mutation is open) shows in the form, in
 * the screen's language where the words are known.
 */
export function RaiseForm({
  onClose,
  onRaised,
}: {
  onClose: () => void;
  onRaised: (row: MutationRow) => void;
}) {
  const translate = useTranslate();
  const http = useHttp();
  const { toasts } = useServices();
  const [refusal, setRefusal] = useState<string | null>(null);
  const table = useLoaded('feeTable', () => fetchFeeTable(http), null);
  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      const row = await raiseMutation(http, raiseBody(values));
      const detail = translate(mk('raise.done'), {
        mutationId: row.mutationId,
        amount: formatPaise(row.fee.amountPaise),
      });
      toasts.show({ severity: 'success', summary: 'Success', detail });
      onRaised(row);
      return undefined;
    } catch (error) {
      const message = String(
        (error as { body?: { message?: unknown } }).body?.message ?? (error as Error).message,
      );
      setRefusal(translateText(translate, message));
      return serverFieldErrors(error);
    }
  };
  return (
    <Form
      defaultValues={RAISE_DEFAULTS}
      validate={validateRaise}
      onSubmit={submit}
      mode="onTouched"
      noValidate
    >
      <DialogContent sx={{ pt: 0 }}>
        <Typography sx={{ mb: 1 }}>{translate(mk('raise.intro'))}</Typography>
        <Grid container columnSpacing={2}>
          <Cell wide>
            <Text source="propertyUniqueId" required />
            <PropertyPart />
          </Cell>
          <Heading text="raise.newOwner" />
          <Cell>
            <Text source="ownerName" required />
          </Cell>
          <Cell>
            <Text source="fatherName" />
          </Cell>
          <Cell>
            <Text source="husbandName" />
          </Cell>
          <Cell>
            <Text source="mobileNumber" required />
          </Cell>
          <Cell>
            <Text source="houseNumber" />
          </Cell>
          <Cell>
            <Text source="PTINNo" />
          </Cell>
          <Heading text="details.deed" />
          <Cell wide>
            <FormSelectInput source="reason" label={mk('raise.reason')} choices={REASON_CHOICES} required />
          </Cell>
          <Cell>
            <Text source="deedNumber" required />
          </Cell>
          <Cell>
            <FormDateInput source="deedDate" label={mk('raise.deedDate')} required />
          </Cell>
          <Cell>
            <Text source="documentValue" required />
          </Cell>
          <Cell>
            <Text source="marketValue" required />
          </Cell>
          <Cell wide>
            <DocumentsInput label={mk('raise.documents')} required />
          </Cell>
        </Grid>
        <WithValues>{(values) => <FeePreview values={values} table={table.data} />}</WithValues>
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} sx={{ mt: 2 }}>
          {translate(mk('action.cancel'))}
        </Button>
        <SubmitButton label={mk('action.send')} />
      </DialogActions>
    </Form>
  );
}
