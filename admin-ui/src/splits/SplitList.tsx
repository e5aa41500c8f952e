import { Box, Chip, Link, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { PropertySplitRow } from '@ptax/contracts';
import type { ReactNode } from 'react';
import { DataTable, List, useBasename, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { propertyDetailsPath } from '../properties/paths';
import { OpenSplit } from './OpenSplit';
import { sk, useSplitTexts } from './texts';

type Row = PropertySplitRow;

function PropertyLinks({ ids }: { ids: string[] }) {
  const basename = useBasename();
  return (
    <Stack spacing={0.5}>
      {ids.map((id) => (
        <Link key={id} component={RouterLink} to={propertyDetailsPath(basename, id)}>
          {id}
        </Link>
      ))}
    </Stack>
  );
}

function Status({ row }: { row: Pick<Row, 'completedAt'> }) {
  const { t } = useSplitTexts();
  return row.completedAt ? (
    <Chip size="small" color="success" label={t('list.completed')} />
  ) : (
    <Chip size="small" color="warning" label={t('list.pending')} />
  );
}

function Empty() {
  const { t } = useSplitTexts();
  return <Typography sx={{ p: 2 }}>{t('list.empty')}</Typography>;
}

function SplitTable() {
  const { when } = useSplitTexts();
  return (
    <DataTable<Row> bulkActionButtons={false} rowClick={false} empty={<Empty />}>
      <DataTable.Col label={sk('list.column.when')} disableSort render={(row) => when(row.splitAt)} />
      <DataTable.Col
        label={sk('list.column.property')}
        disableSort
        render={(row) => <PropertyLinks ids={[row.propertyUniqueId]} />}
      />
      <DataTable.Col source="ownerName" label={sk('list.column.owner')} disableSort />
      <DataTable.Col
        label={sk('list.column.newProperties')}
        disableSort
        render={(row) => <PropertyLinks ids={row.newPropertyUniqueIds} />}
      />
      <DataTable.Col source="financialYear" label={sk('list.column.year')} disableSort />
      <DataTable.Col source="splitBy" label={sk('list.column.by')} disableSort />
      <DataTable.Col
        label={sk('list.column.status')}
        disableSort
        render={(row) => <Status row={row as Row} />}
      />
    </DataTable>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useSplitTexts();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {t(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** On a phone each split is a card. */
function SplitCards() {
  const { data = [], isPending } = useListContext<Row>();
  const { when } = useSplitTexts();
  if (!isPending && data.length === 0) return <Empty />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {data.map((row) => (
        <Paper component="li" key={row.id} variant="outlined" sx={{ p: 1.5, mb: 1 }}>
          <Box component="dl" sx={{ m: 0 }}>
            <Fact label="list.column.when">{when(row.splitAt)}</Fact>
            <Fact label="list.column.property">
              <PropertyLinks ids={[row.propertyUniqueId]} />
            </Fact>
            <Fact label="list.column.owner">{row.ownerName}</Fact>
            <Fact label="list.column.newProperties">
              <PropertyLinks ids={row.newPropertyUniqueIds} />
            </Fact>
            <Fact label="list.column.year">{row.financialYear}</Fact>
            <Fact label="list.column.by">{row.splitBy}</Fact>
            <Fact label="list.column.status">
              <Status row={row} />
            </Fact>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * Split Properties (the menu's entry, /properties/split): GET properties/splits, who split which
 * property into which new ones and when, newest first; and a property ID to open for a new split.
 */
export function SplitList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Box sx={{ contain: 'inline-size' }}>
      <OpenSplit />
      <List
        resource="propertySplits"
        title={sk('list.title')}
        exporter={false}
        perPage={10}
        empty={false}
        actions={false}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        {small ? <SplitCards /> : <SplitTable />}
      </List>
    </Box>
  );
}
