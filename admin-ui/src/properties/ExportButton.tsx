import Download from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { useServices } from '../providers/services';
import { filterFields } from './api';
import { downloadExport, useExportLanguage } from './download';

/** Downloads the list's spreadsheet with the filters in force (e.g. GET properties/export). */
export function ExportButton({
  path,
  fallbackName,
  extraQuery = {},
  label = 'ra.action.export',
}: {
  path: string;
  fallbackName: string;
  /** Sent besides the filters (e.g. export=xlsx where the list's own call exports). */
  extraQuery?: Record<string, string>;
  /** The translation key of the button's text. */
  label?: string;
}) {
  const { filterValues } = useListContext();
  const { session } = useServices();
  const notify = useNotify();
  const translate = useTranslate();
  const language = useExportLanguage();
  const [busy, setBusy] = useState(false);
  const exportList = async () => {
    setBusy(true);
    try {
      const query = { ...filterFields(filterValues), ...extraQuery, ...language };
      await downloadExport({ path, query, token: session.token(), fallbackName });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<Download />} onClick={exportList} disabled={busy}>
      {translate(label)}
    </Button>
  );
}
