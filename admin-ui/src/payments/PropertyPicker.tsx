import Search from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Form, useNotify, useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { filterFields, useHttp } from '../properties/api';
import { validateListFilters } from '../properties/FilterPanel';
import { FormTextInput } from '../properties/formInputs';
import { mohallaOf, ownerRelative, textOf, wardOf } from '../properties/format';

type Row = Record<string, unknown>;

export const PICK_CRITERION_MESSAGE = 'Enter a property ID, owner name or mobile number';
const SEARCH_PAGE_SIZE = 10;

const validatePick = (values: Row) =>
  Object.keys(filterFields(values)).length > 0
    ? validateListFilters(values)
    : { propertyUniqueId: PICK_CRITERION_MESSAGE };

function Results({ rows, onPick }: { rows: Row[]; onPick: (id: string) => void }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  if (rows.length === 0)
    return (
      <Typography role="status" sx={{ mt: 2 }}>
        {t('No property matches the search')}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto', mt: 2 }}>
      <Table size="small" aria-label={t('Search results')}>
        <TableHead>
          <TableRow>
            {['Property ID', 'Owner', 'Father / Husband', 'Address', 'Mohalla', 'Ward', ''].map((label) => (
              <TableCell key={label}>{label ? t(label) : null}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const id = textOf(row, 'propertyUniqueId', 'id');
            return (
              <TableRow key={id}>
                <TableCell>{id}</TableCell>
                <TableCell>{textOf(row, 'ownerName')}</TableCell>
                <TableCell>{ownerRelative(row)}</TableCell>
                <TableCell>{textOf(row, 'propertyAddress')}</TableCell>
                <TableCell>{mohallaOf(row)}</TableCell>
                <TableCell>{wardOf(row)}</TableCell>
                <TableCell>
                  <Button size="small" variant="outlined" onClick={() => onPick(id)}>
                    {t('Select')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * Chooses the property a payment is for: its ID opens it at once; an owner name or mobile number
 * searches (POST properties/search) and each result can be selected.
 */
export function PropertyPicker({ onPick }: { onPick: (propertyUniqueId: string) => void }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const http = useHttp();
  const notify = useNotify();
  const [rows, setRows] = useState<Row[] | null>(null);

  const find = async (values: Row) => {
    const criteria = filterFields(values);
    const names = Object.keys(criteria);
    if (names.length === 1 && criteria.propertyUniqueId) {
      setRows(null);
      onPick(criteria.propertyUniqueId);
      return;
    }
    try {
      const reply = await http<{ data?: Row[] }>('/properties/search', {
        method: 'POST',
        query: { page: 1, limit: SEARCH_PAGE_SIZE },
        body: criteria,
      });
      setRows(reply.json?.data ?? []);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Form onSubmit={find} validate={validatePick} noValidate>
          <Box role="search" aria-label={t('Find the property')}>
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormTextInput source="propertyUniqueId" label="Property ID" />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormTextInput source="ownerName" label="Owner Name" />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormTextInput source="mobileNumber" label="Mobile Number" />
              </Grid>
            </Grid>
            <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 1 }}>
              {t('Find')}
            </Button>
          </Box>
        </Form>
        {rows ? (
          <Results
            rows={rows}
            onPick={(id) => {
              setRows(null);
              onPick(id);
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
