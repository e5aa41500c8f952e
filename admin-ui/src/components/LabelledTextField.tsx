import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Box, FormControl, FormHelperText, IconButton, InputAdornment, OutlinedInput } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';

export interface LabelledTextFieldProps {
  name: string;
  /** Already translated. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's message, shown once the field is touched (SPEC section 2, shared form widgets). */
  error?: string;
  touched?: boolean;
  required?: boolean;
  type?: 'text' | 'email' | 'password';
  /** A password with a show/hide toggle. */
  revealable?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
}

/** A labelled text input: red asterisk when required, placeholder 'Enter {label}', inline error. */
export function LabelledTextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  touched = false,
  required = false,
  type = 'text',
  revealable = false,
  readOnly = false,
  autoComplete,
  autoFocus,
}: LabelledTextFieldProps) {
  const translate = useTranslate();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const showError = touched && Boolean(error);
  const toggleLabel = translate(revealed ? 'ptax.form.hidePassword' : 'ptax.form.showPassword');

  return (
    <FormControl fullWidth error={showError} margin="dense">
      <Box sx={{ mb: 0.5, fontSize: '0.875rem', fontWeight: 500 }}>
        <label htmlFor={id}>{label}</label>
        {required ? (
          <Box component="span" aria-hidden="true" sx={{ color: 'error.main', ml: 0.5 }}>
            *
          </Box>
        ) : null}
      </Box>
      <OutlinedInput
        id={id}
        name={name}
        size="small"
        type={revealable && revealed ? 'text' : type}
        value={value}
        // A read-only value (it comes from the user) looks like one: filled, no "Enter ..." prompt.
        placeholder={readOnly ? undefined : translate('ptax.form.placeholder', { label })}
        sx={readOnly ? { bgcolor: 'action.hover' } : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        readOnly={readOnly}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputProps={{
          'aria-invalid': showError,
          'aria-required': required,
          'aria-readonly': readOnly || undefined,
          'aria-describedby': showError ? `${id}-error` : undefined,
        }}
        endAdornment={
          revealable ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={toggleLabel}
                title={toggleLabel}
                edge="end"
                onClick={() => setRevealed(!revealed)}
              >
                {revealed ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      {showError ? (
        <FormHelperText id={`${id}-error`}>{translateText(translate, error ?? '')}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
