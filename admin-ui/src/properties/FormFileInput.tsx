import UploadFile from '@mui/icons-material/UploadFile';
import { Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LabelledFrame, useFieldInput, type BaseProps } from './formInputs';
import { isFile } from './propertyFiles';

/** A preview address of a chosen image, released when it changes. */
function usePreview(file: unknown): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!isFile(file) || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** A labelled file picker; images show a preview (the chosen one, or the stored one when editing). */
export function FormFileInput({
  accept,
  image = false,
  currentUrl,
  stored = Boolean(currentUrl),
  ...props
}: BaseProps & {
  accept?: string;
  image?: boolean;
  /** Edit: where the stored file can be seen. */
  currentUrl?: string;
  /** Edit: a file is stored for this field (it stays unless another is chosen). */
  stored?: boolean;
}) {
  const { field, id, label, message, touched } = useFieldInput(props);
  const translate = useTranslate();
  const preview = usePreview(field.value);
  const shown = touched ? message : undefined;
  const chosen = isFile(field.value) ? field.value.name : undefined;
  const thumbnail = image ? (preview ?? currentUrl) : undefined;
  return (
    <LabelledFrame id={id} label={label} required={props.required} message={shown}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <input
          id={id}
          name={field.name}
          type="file"
          accept={accept}
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? `${id}-error` : undefined}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(event) => {
            field.onChange(event.target.files?.[0] ?? null);
            field.onBlur();
          }}
        />
        <Button component="label" htmlFor={id} variant="outlined" size="small" startIcon={<UploadFile />}>
          {translate('ptax.form.chooseFile', { _: 'Choose file' })}
        </Button>
        <Box component="span" sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
          {chosen ?? (stored ? translate('ptax.form.keepFile', { _: 'Current file kept' }) : '')}
        </Box>
        {thumbnail ? (
          <Box
            component="img"
            src={thumbnail}
            alt={translate('ptax.form.preview', { _: `${label} preview`, label })}
            sx={{
              width: 96,
              height: 72,
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : null}
      </Box>
    </LabelledFrame>
  );
}
