import { discountEditSchema } from '@ptax/contracts';
import { Edit, SimpleForm, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { MasterDialog, validateWith } from '../zones';
import { DiscountInputs } from './DiscountInputs';

// SPEC section 5: the edit form has no upper bound on the main percentage.
const validate = validateWith(discountEditSchema);

/** Edit Discount: PATCH discounts/edit/{id} with the whole discount, answered before the dialog closes. */
export function DiscountEdit({ id, onClose }: { id: string | null; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <MasterDialog title="Edit Discount" open={id !== null} onClose={onClose} maxWidth="md">
      {id ? (
        <Edit
          resource="discounts"
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          component="div"
          title=" "
          actions={false}
          transform={(values) => discountEditSchema.parse(values)}
          mutationOptions={{
            onSuccess: (discount: RaRecord) => {
              notify('ptax.masters.discountSaved', {
                type: 'success',
                messageArgs: { date: discount.billingPeriod },
              });
              refresh();
              onClose();
            },
          }}
        >
          <SimpleForm validate={validate} reValidateMode="onChange">
            <DiscountInputs />
          </SimpleForm>
        </Edit>
      ) : null}
    </MasterDialog>
  );
}
