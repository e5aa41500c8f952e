import { discountAddSchema } from '@ptax/contracts';
import { Create, SimpleForm, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { MasterDialog, validateWith } from '../zones';
import { DiscountInputs } from './DiscountInputs';

const validate = validateWith(discountAddSchema);

/** Add Discount: POST discounts/add; the list reloads with the server's row. */
export function DiscountCreate({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <MasterDialog title="Add Discount" open={open} onClose={onClose} maxWidth="md">
      <Create
        resource="discounts"
        redirect={false}
        component="div"
        title=" "
        record={{ status: true, additionDiscountCriteria: [] }}
        transform={(values) => discountAddSchema.parse(values)}
        mutationOptions={{
          onSuccess: (discount: RaRecord) => {
            notify('ptax.masters.discountAdded', {
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
      </Create>
    </MasterDialog>
  );
}
