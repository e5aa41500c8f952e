import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { BUILDING_IMAGE_FIELDS, FILE_LABELS, storedFileFields, storedFileUrls } from './propertyFiles';

type Row = Record<string, unknown>;

/**
 * The stored images as thumbnails opening the full image, the documents as links; a file the API
 * gives no address for is listed as uploaded.
 */
export function PropertyFiles({ record }: { record: Row }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const urls = storedFileUrls(record);
  const stored = storedFileFields(record);
  if (stored.length === 0) return <Typography variant="body2">{t('No images uploaded')}</Typography>;
  const isImage = (field: string) => (BUILDING_IMAGE_FIELDS as readonly string[]).includes(field);
  const thumbnails = stored.filter((field) => isImage(field) && urls[field]);
  const others = stored.filter((field) => !thumbnails.includes(field));
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        {thumbnails.map((field) => (
          <MuiLink
            key={field}
            href={urls[field]}
            target="_blank"
            rel="noopener"
            aria-label={t(FILE_LABELS[field])}
          >
            <Box
              component="img"
              src={urls[field]}
              alt={t(FILE_LABELS[field])}
              sx={{
                width: 120,
                height: 90,
                objectFit: 'cover',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
          </MuiLink>
        ))}
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {others.map((field) => (
          <li key={field}>
            {urls[field] ? (
              <MuiLink href={urls[field]} target="_blank" rel="noopener">
                {t(FILE_LABELS[field])}
              </MuiLink>
            ) : (
              <Typography variant="body2" component="span">
                {t(FILE_LABELS[field])}: {t('uploaded')}
              </Typography>
            )}
          </li>
        ))}
      </Box>
    </>
  );
}
