import { Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { translateText } from '../providers/i18n/i18nProvider';

/** A form's submit button, disabled while the server answers (a double click sends one request). */
export function SubmitButton({ label, icon }: { label: string; icon?: ReactNode }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} /> : icon}
      sx={{ mt: 2 }}
    >
      {translateText(translate, label)}
    </Button>
  );
}
