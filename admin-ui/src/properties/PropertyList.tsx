import { Drawer } from '@mui/material';
import { DataTable, List, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { translateText } from '../providers/i18n/i18nProvider';
import { PropertyApiProvider } from './api';
import { HOUSE_CATEGORY_CHOICES, nameOf } from './choices';
import { ExportButton } from './ExportButton';
import { arvPaiseOf, formatPaise, mohallaOf, ownerRelative, wardOf } from './format';
import { PropertyDetails } from './PropertyDetails';
import { PropertyFilters } from './PropertyFilters';
import { MONEY_TAB_PARAM, SHOW_PARAM } from './paths';
import { EmptyState } from '../components/EmptyState';

type Row = Record<string, unknown> & { id: string };

function PropertyTable({ onShow }: { onShow: (id: string) => void }) {
  const { data = [] } = useListContext<Row>();
  const translate = useTranslate();
  // The ARV column appears when the rows carry an ARV (assessed properties).
  const hasArv = data.some((row) => arvPaiseOf(row) !== undefined);
  return (
    <DataTable<Row>
      bulkActionButtons={false}
      empty={<EmptyState list="properties" />}
      rowClick={(id) => {
        onShow(String(id));
        return false;
      }}
    >
      <DataTable.Col source="propertyUniqueId" label="Property ID" disableSort />
      <DataTable.Col source="ownerName" label="Owner" disableSort />
      <DataTable.Col label="Father / Husband" disableSort render={ownerRelative} />
      <DataTable.Col source="propertyAddress" label="Address" disableSort />
      <DataTable.Col label="Mohalla" disableSort render={mohallaOf} />
      <DataTable.Col label="Ward" disableSort render={wardOf} />
      <DataTable.Col
        label="House Category"
        disableSort
        render={(row) => translateText(translate, nameOf(HOUSE_CATEGORY_CHOICES, row.houseCategory))}
      />
      {hasArv ? (
        <DataTable.Col
          label="ARV"
          align="right"
          disableSort
          render={(row) => {
            const arv = arvPaiseOf(row);
            return arv === undefined ? '' : formatPaise(arv);
          }}
        />
      ) : null}
    </DataTable>
  );
}

/**
 * Properties (SPEC sections 2 and 7): POST properties/paginated with the filters, GET properties/export
 * with the same filters, and a property's details (floors, images) on a row click.
 */
export default function PropertyList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = searchParams.get(SHOW_PARAM);
  const setShown = (id: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(SHOW_PARAM, id);
      else {
        next.delete(SHOW_PARAM);
        next.delete(MONEY_TAB_PARAM);
      }
      return next;
    });
  return (
    <PropertyApiProvider>
      <List
        resource="properties"
        title="Properties"
        exporter={false}
        perPage={10}
        empty={false}
        actions={
          <TopToolbar>
            <ExportButton path="/properties/export" fallbackName="properties.xlsx" />
          </TopToolbar>
        }
      >
        <PropertyFilters />
        <PropertyTable onShow={setShown} />
      </List>
      <Drawer anchor="right" open={Boolean(shown)} onClose={() => setShown(null)}>
        {shown ? <PropertyDetails id={shown} onClose={() => setShown(null)} /> : null}
      </Drawer>
    </PropertyApiProvider>
  );
}
