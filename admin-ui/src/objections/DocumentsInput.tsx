import UploadFile from '@mui/icons-material/UploadFile';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DOCUMENT_ACCEPT } from '../properties/propertyFiles';
import { LabelledFrame, useFieldInput } from '../properties/formInputs';
import { MAX_DOCUMENT_MB, MAX_OBJECTION_DOCUMENTS } from './documentRules';
import { formatBytes } from './format';
import { ok } from './texts';

/**
 * The objection's documents: several PDFs or images picked at once or in turns, each listed with its
 * size and a Remove button; the list is the field's value (File[]).
 */
export function DocumentsInput({
  label: labelKey = ok('upload.documents'),
  required,
}: {
  /** The field's label key (another form's evidence); the objection's documents by default. */
  label?: string;
  required?: boolean;
} = {}) {
  const { field, id, label, message, touched } = useFieldInput({
    source: 'documents',
    label: labelKey,
    required,
  });
  const translate = useTranslate();
  const files: File[] = Array.isArray(field.value) ? field.value : [];
  const shown = touched ? message : undefined;
  const hintId = `${id}-hint`;
  const change = (next: File[]) => {
    field.onChange(next);
    field.onBlur();
  };
  return (
    <LabelledFrame id={id} label={label} required={required} message={shown}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          // The input itself is hidden: its focus shows on the button that stands for it.
          '& input:focus-visible + label': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        <input
          id={id}
          name={field.name}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          aria-invalid={Boolean(shown)}
          aria-describedby={[hintId, shown ? `${id}-error` : ''].filter(Boolean).join(' ')}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(event) => {
            change([...files, ...Array.from(event.target.files ?? [])]);
            // The same file can be chosen again after it was removed.
            event.target.value = '';
          }}
        />
        <Button component="label" htmlFor={id} variant="outlined" size="small" startIcon={<UploadFile />}>
          {translate(ok('upload.chooseFiles'))}
        </Button>
        <Box component="span" id={hintId} sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
          {translate(ok('upload.documentsHint'), { count: MAX_OBJECTION_DOCUMENTS, size: MAX_DOCUMENT_MB })}
        </Box>
      </Box>
      {files.length ? (
        <Box
          component="ul"
          aria-label={translate(ok('upload.chosen'))}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {files.map((file, index) => (
            <Box
              component="li"
              key={`${index}-${file.name}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
            >
              <Box component="span" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                {file.name}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {formatBytes(file.size)}
              </Box>
              <IconButton
                size="small"
                aria-label={translate(ok('upload.remove'), { name: file.name })}
                onClick={() => change(files.filter((_, at) => at !== index))}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
    </LabelledFrame>
  );
}
