import { Drawer } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { List, TopToolbar, useRefresh } from 'react-admin';
import { ObjectionDetails } from './ObjectionDetails';
import { ObjectionExportButton } from './ObjectionExportButton';
import { ObjectionFilters } from './ObjectionFilters';
import type { ObjectionRow } from './objectionApi';
import { ObjectionTable } from './ObjectionTable';
import { SummaryCards } from './SummaryCards';
import type { ObjectionTab } from './tabs';

/**
 * One tab's objections: filters, summary, the paged list, the export and an upload action; a row
 * opens its details in a drawer (with the decisions for nagar_nigam).
 */
export function ObjectionList({
  screen,
  tab,
  title,
  canDecide,
  upload,
}: {
  /** Names the saved list settings of the screen (page, filters), per tab. */
  screen: string;
  tab: ObjectionTab;
  title: string;
  canDecide: boolean;
  /** The upload action, told how to have the list and summary read again. */
  upload: (changed: () => void) => ReactNode;
}) {
  const refresh = useRefresh();
  const [open, setOpen] = useState<ObjectionRow | null>(null);
  const [version, setVersion] = useState(0);
  const changed = () => {
    refresh();
    setVersion((current) => current + 1);
  };
  return (
    <>
      <List
        resource={tab.resource}
        title={title}
        filter={tab.fixed}
        sort={{ field: 'uploadedAt', order: 'DESC' }}
        perPage={10}
        exporter={false}
        empty={false}
        disableSyncWithLocation
        storeKey={`${screen}.${tab.key}.listParams`}
        // The list keeps to the screen's width: its table scrolls sideways within it.
        sx={{ '& .RaList-main': { minWidth: 0 } }}
        actions={
          <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {upload(changed)}
            <ObjectionExportButton tab={tab} />
          </TopToolbar>
        }
      >
        <ObjectionFilters tab={tab} />
        <SummaryCards tab={tab} version={version} />
        <ObjectionTable tab={tab} onOpen={setOpen} />
      </List>
      <Drawer anchor="right" open={open !== null} onClose={() => setOpen(null)}>
        {open ? (
          <ObjectionDetails
            key={open.id}
            row={open}
            canDecide={canDecide}
            onClose={() => setOpen(null)}
            onChanged={changed}
          />
        ) : null}
      </Drawer>
    </>
  );
}
