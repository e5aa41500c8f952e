import { Drawer } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { List, TopToolbar, useTranslate } from 'react-admin';
import { MutationDetails } from './MutationDetails';
import { MutationFilters } from './MutationFilters';
import type { MutationRow } from './mutationApi';
import { MutationTable } from './MutationTable';
import type { MutationTab } from './tabs';
import { mk } from './texts';

/** One tab's mutations: filters, the paged list and the raise action; a row opens its details in a drawer. */
export function MutationList({
  tab,
  actions,
  onChanged,
}: {
  tab: MutationTab;
  actions: ReactNode;
  /** A decision was taken: the lists are read again. */
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState<MutationRow | null>(null);
  return (
    <>
      <List
        resource="mutations"
        title={translate(mk('title'))}
        filter={{ status: tab.key }}
        sort={{ field: 'requestedAt', order: 'DESC' }}
        perPage={10}
        exporter={false}
        empty={false}
        disableSyncWithLocation
        storeKey={`mutations.${tab.key}.listParams`}
        // The list keeps to the screen's width: its table scrolls sideways within it.
        sx={{ '& .RaList-main': { minWidth: 0 } }}
        actions={<TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center' }}>{actions}</TopToolbar>}
      >
        <MutationFilters />
        <MutationTable tab={tab} onOpen={setOpen} />
      </List>
      <Drawer anchor="right" open={open !== null} onClose={() => setOpen(null)}>
        {open ? (
          <MutationDetails key={open.id} row={open} onClose={() => setOpen(null)} onChanged={onChanged} />
        ) : null}
      </Drawer>
    </>
  );
}
