import { useState } from 'react';
import { List, TopToolbar, useTranslate } from 'react-admin';
import type { LogRow } from '@ptax/contracts';
import { ChangeDialog } from './ChangeDialog';
import { ExportButton } from '../properties/ExportButton';
import { LogFilters } from './LogFilters';
import { LogTable } from './LogTable';
import type { LogTab } from './tabs';
import { lk } from './texts';

/** The spreadsheet is the log's own call with one more field (the spec lists no export path). */
const EXPORT = { export: 'xlsx' };

/** One log: its filters, the paged changes newest first, the export, and one change in full on demand. */
export function LogList({ tab }: { tab: LogTab }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<LogRow | null>(null);
  return (
    <>
      <List
        resource={tab.resource}
        title={translate(lk('title'))}
        perPage={25}
        exporter={false}
        empty={false}
        disableSyncWithLocation
        storeKey={`logs.${tab.kind}.listParams`}
        // The list keeps to the screen's width: its table scrolls sideways within it.
        sx={{ '& .RaList-main': { minWidth: 0 } }}
        actions={
          <TopToolbar>
            <ExportButton
              path={tab.path}
              fallbackName={`logs-${tab.kind}.xlsx`}
              extraQuery={EXPORT}
              label={lk('action.export')}
            />
          </TopToolbar>
        }
      >
        <LogFilters />
        <LogTable onCompare={setOpen} />
      </List>
      {open ? <ChangeDialog key={open.id} row={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
