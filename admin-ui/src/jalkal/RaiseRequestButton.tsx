import WaterDrop from '@mui/icons-material/WaterDrop';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DialogFrame } from '../objections/DialogFrame';
import type { JalkalEditRow } from './jalkalApi';
import { RaiseRequestForm } from './RaiseRequestForm';
import { jk } from './texts';

/** On a property's screen: any staff member asks the water department to change its water and sewer facts. */
export function RaiseRequestButton({
  property,
  onRaised,
}: {
  property: Record<string, unknown> & { propertyUniqueId: string };
  onRaised?: (row: JalkalEditRow) => void;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<WaterDrop />} onClick={() => setOpen(true)}>
        {translate(jk('action.raise'))}
      </Button>
      {open ? (
        <DialogFrame title={translate(jk('raise.title'))} onClose={() => setOpen(false)} wide>
          <RaiseRequestForm
            property={property}
            onClose={() => setOpen(false)}
            onRaised={(row) => onRaised?.(row)}
          />
        </DialogFrame>
      ) : null}
    </>
  );
}
