import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { useServices } from '../providers/services';
import type { DocumentLanguage } from './receipts';

const LANGUAGES: [DocumentLanguage, string][] = [
  ['en', 'English'],
  ['hi', 'Hindi'],
];

/** 'Download receipt (English)' and '(Hindi)': a PDF fetched with the bearer token. */
export function PdfButtons({
  label,
  download,
}: {
  /** English, e.g. 'Download receipt'. */
  label: string;
  download: (lang: DocumentLanguage, token: string | null) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const { session } = useServices();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (lang: DocumentLanguage) => {
    setBusy(true);
    try {
      await download(lang, session.token());
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {LANGUAGES.map(([lang, name]) => (
        <Button
          key={lang}
          variant="outlined"
          size="small"
          startIcon={<PictureAsPdf />}
          disabled={busy}
          onClick={() => run(lang)}
        >
          {`${t(label)} (${t(name)})`}
        </Button>
      ))}
    </Box>
  );
}
