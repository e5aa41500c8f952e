import { useState } from 'react';
import { List, Pagination, useRefresh, useTranslate } from 'react-admin';
import { DecisionDialog } from './DecisionDialog';
import { JalkalFilters } from './JalkalFilters';
import { RequestCards, type Decision } from './RequestCards';
import type { JalkalTab } from './tabs';
import { jk } from './texts';

/**
 * One tab's requests: filters, the page of cards and the paginator; a jalkal official approves or
 * rejects a pending one through its confirmation dialog.
 */
export function JalkalList({
  tab,
  canDecide,
  onChanged,
}: {
  tab: JalkalTab;
  canDecide: boolean;
  /** A decision was made: the counts and the zone totals are read again. */
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  return (
    <>
      <List
        resource={tab.resource}
        title={translate(jk('title'))}
        perPage={10}
        exporter={false}
        empty={false}
        actions={false}
        disableSyncWithLocation
        storeKey={`jalkal.${tab.key}.listParams`}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        <JalkalFilters tab={tab} />
        <RequestCards onDecide={canDecide && tab.key === 'pending' ? setDeciding : undefined} />
      </List>
      {deciding ? (
        <DecisionDialog
          decision={deciding}
          onClose={() => setDeciding(null)}
          onDecided={() => {
            refresh();
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}
