import { DataTable, List, TopToolbar } from 'react-admin';
import { ACTION_COLUMN_SX, shownFrom } from '../components/columns';
import { EmptyState } from '../components/EmptyState';
import { OFFICIALS_ONLY } from './actions';
import { ScreenProvider, useScreen } from './api';
import { COLUMNS } from './columns';
import { ExportButtons } from './ExportButtons';
import { RowActions, useIsOfficial } from './RowActions';
import { titleOf, type TransactionScreen } from './screens';
import { SummaryStrip } from './SummaryStrip';
import { tk } from './texts';
import { TransactionFilters } from './TransactionFilters';
import type { ListedRow } from './types';

function TransactionTable() {
  const { screen } = useScreen();
  const isOfficial = useIsOfficial();
  const actions = screen.actions ?? [];
  // An operator sees no Actions column when the screen offers officials' actions only.
  const hasActions = actions.some((action) => isOfficial || !OFFICIALS_ONLY.has(action));
  return (
    <DataTable<ListedRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
      {screen.columns.map((name) => {
        const column = COLUMNS[name];
        return (
          <DataTable.Col<ListedRow>
            key={name}
            label={tk(column.label)}
            source={'sortBy' in column ? column.sortBy : undefined}
            disableSort={!('sortBy' in column)}
            align={'align' in column ? column.align : undefined}
            render={column.render}
            sx={'from' in column ? shownFrom(column.from) : undefined}
          />
        );
      })}
      {hasActions ? (
        <DataTable.Col<ListedRow>
          label={tk('column.actions')}
          disableSort
          sx={ACTION_COLUMN_SX}
          render={(row) => <RowActions row={row} actions={actions} />}
        />
      ) : null}
    </DataTable>
  );
}

/**
 * The one transaction list: a screen's configuration (screens.ts) says which call lists it, what it
 * always sends, its filters, summary, columns, actions and spreadsheets.
 */
export function TransactionList({ screen }: { screen: TransactionScreen }) {
  return (
    <ScreenProvider screen={screen}>
      <List
        resource={screen.resource}
        title={titleOf(screen)}
        filter={screen.fixed}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        exporter={false}
        empty={false}
        disableSyncWithLocation
        storeKey={`${screen.key}.listParams`}
        actions={
          <TopToolbar>
            <ExportButtons />
          </TopToolbar>
        }
      >
        <TransactionFilters />
        <SummaryStrip />
        <TransactionTable />
      </List>
    </ScreenProvider>
  );
}
