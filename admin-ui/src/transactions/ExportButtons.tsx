import Download from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { downloadExport, useExportLanguage } from '../properties/download';
import { useServices } from '../providers/services';
import { screenQuery, useScreen } from './api';
import type { ExportSpec } from './screens';
import { tk } from './texts';

function ExportButton({ spec }: { spec: ExportSpec }) {
  const { screen } = useScreen();
  const { filterValues } = useListContext();
  const { session, toasts } = useServices();
  const translate = useTranslate();
  const language = useExportLanguage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadExport({
        path: spec.path,
        query: { ...screenQuery(screen, filterValues), ...language },
        token: session.token(),
        fallbackName: spec.fileName,
      });
    } catch (error) {
      toasts.show({ severity: 'error', summary: 'Error', detail: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<Download />} onClick={download} disabled={busy}>
      {translate(tk(spec.label))}
    </Button>
  );
}

/** The screen's spreadsheets (GET .../export), with the filters in force. */
export function ExportButtons() {
  const { screen } = useScreen();
  return (
    <>
      {(screen.exports ?? []).map((spec) => (
        <ExportButton key={spec.path} spec={spec} />
      ))}
    </>
  );
}
