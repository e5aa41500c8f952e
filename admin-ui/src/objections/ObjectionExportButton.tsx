import Download from '@mui/icons-material/Download';
import { Box, Button } from '@mui/material';
import { useId, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { downloadExport, useExportLanguage } from '../properties/download';
import { useServices } from '../providers/services';
import { exportQuery, type ObjectionTab } from './tabs';
import { ok } from './texts';

/** GET objection/export: the spreadsheet of the list as filtered (the resolved list without a resolved range). */
export function ObjectionExportButton({ tab }: { tab: ObjectionTab }) {
  const { filterValues } = useListContext();
  const { session, toasts } = useServices();
  const translate = useTranslate();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const language = useExportLanguage();
  const query = exportQuery(tab, filterValues);
  const download = async () => {
    if (!query) return;
    setBusy(true);
    try {
      await downloadExport({
        path: '/objection/export',
        query: { ...query, ...language },
        token: session.token(),
        fallbackName: `objections-${tab.key}.xlsx`,
      });
    } catch (error) {
      toasts.show({ severity: 'error', summary: 'Error', detail: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button
        size="small"
        startIcon={<Download />}
        onClick={download}
        disabled={busy || !query}
        aria-describedby={query ? undefined : hintId}
      >
        {translate(ok('action.export'))}
      </Button>
      {query ? null : (
        <Box
          component="span"
          id={hintId}
          sx={{ fontSize: '0.75rem', color: 'text.secondary', maxWidth: 320 }}
        >
          {translate(ok('exportResolvedDates'))}
        </Box>
      )}
    </Box>
  );
}
