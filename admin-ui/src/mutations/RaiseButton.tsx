import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DialogFrame } from '../objections/DialogFrame';
import { RaiseForm } from './RaiseForm';
import { mk } from './texts';

/** 'Raise mutation': the request form in a dialog; the lists are read again once it is raised. */
export function RaiseButton({ onRaised }: { onRaised: () => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)}>
        {translate(mk('action.raise'))}
      </Button>
      {open ? (
        <DialogFrame title={translate(mk('raise.title'))} onClose={() => setOpen(false)} wide>
          <RaiseForm
            onClose={() => setOpen(false)}
            onRaised={() => {
              setOpen(false);
              onRaised();
            }}
          />
        </DialogFrame>
      ) : null}
    </>
  );
}
