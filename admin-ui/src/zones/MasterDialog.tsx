import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';

/** The add / edit dialog of a master screen: its title, a close button and the form. */
export function MasterDialog({
  title,
  open,
  onClose,
  children,
  maxWidth = 'sm',
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'sm' | 'md';
}) {
  const translate = useTranslate();
  const text = translateText(translate, title);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-label={text}>
      <DialogTitle>{text}</DialogTitle>
      <IconButton
        aria-label={translateText(translate, 'Close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>{open ? children : null}</DialogContent>
    </Dialog>
  );
}
