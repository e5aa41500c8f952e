import Calculate from '@mui/icons-material/Calculate';
import Payments from '@mui/icons-material/Payments';
import { Button, Card, Typography } from '@mui/material';
import { checkGuard, ROUTES } from '@ptax/contracts';
import type { ReactNode } from 'react';
import { DataTable, ListBase, Pagination, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { translateText } from '../providers/i18n/i18nProvider';
import { useLiveSession } from '../providers/useLiveSession';
import { mohallaOf, ownerRelative, textOf, wardOf } from '../properties/format';

type Row = Record<string, unknown>;

/** A row's link to one of the property's screens; the label names the property for screen readers. */
function RowLink({ row, path, icon, action }: { row: Row; path: string; icon: ReactNode; action: string }) {
  const basename = useBasename();
  const translate = useTranslate();
  const id = textOf(row, 'propertyUniqueId', 'id');
  const [label, text] = action.split('|');
  return (
    <Button
      component={Link}
      to={`${basename}${path.replace(/:[A-Za-z]+$/, encodeURIComponent(id))}`}
      size="small"
      startIcon={icon}
      aria-label={`${translateText(translate, label)} ${id}`}
    >
      {translateText(translate, text)}
    </Button>
  );
}

const ArvLink = ({ row }: { row: Row }) => (
  <RowLink row={row} path={ROUTES.operatorsArv.path} icon={<Calculate />} action="Calculate ARV|ARV" />
);

/** The counter payment of the property (pay-offline-tax/<id>), for those its route guard lets in. */
const PayLink = ({ row }: { row: Row }) => (
  <RowLink
    row={row}
    path={ROUTES.payOfflineTax.path}
    icon={<Payments />}
    action="Take payment|Take payment"
  />
);

function NoResults() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} role="status">
      {translateText(translate, 'No property matches the search')}
    </Typography>
  );
}

/**
 * The properties a search found (POST properties/paginated), each with a link to its ARV page and,
 * for a user who may take payments, to its counter payment.
 */
export function SearchResults({ filter }: { filter: Record<string, string> }) {
  const loginType = useLiveSession()?.claims.loginType ?? '';
  const mayPay = checkGuard(ROUTES.payOfflineTax.guard, loginType) === 'allowed';
  return (
    <ListBase
      resource="properties"
      filter={filter}
      perPage={10}
      disableSyncWithLocation
      storeKey="operatorsSearchProperty"
    >
      <Card sx={{ mt: 2 }}>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<NoResults />}>
          <DataTable.Col source="propertyUniqueId" label="Property ID" disableSort />
          <DataTable.Col source="ownerName" label="Owner" disableSort />
          <DataTable.Col label="Father / Husband" disableSort render={ownerRelative} />
          <DataTable.Col source="propertyAddress" label="Address" disableSort />
          <DataTable.Col label="Mohalla" disableSort render={mohallaOf} />
          <DataTable.Col label="Ward" disableSort render={wardOf} />
          <DataTable.Col label="ARV" disableSort render={(row) => <ArvLink row={row} />} />
          {mayPay ? (
            <DataTable.Col label="Payment" disableSort render={(row) => <PayLink row={row} />} />
          ) : null}
        </DataTable>
        <Pagination />
      </Card>
    </ListBase>
  );
}
