import Search from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, Grid, Tab, Tabs } from '@mui/material';
import { propertyLookupSchema } from '@ptax/contracts';
import { useState, type ReactNode } from 'react';
import { Form, Title, useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { PropertyApiProvider, filterFields } from '../properties/api';
import { OWNER_NAME_HINT } from '../properties/choices';
import { validateListFilters } from '../properties/FilterPanel';
import { validateWith } from '../components/schemaValidation';
import { FormSelectInput, FormTextInput } from '../properties/formInputs';
import { useWards } from '../properties/geography';
import { SearchResults } from './SearchResults';

export const NO_CRITERIA_MESSAGE = 'Enter a property ID, owner name, mobile number or ward to search';

type Values = Record<string, unknown>;

function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 3 }}>{children}</Grid>;
}

/** The search needs one criterion (an empty search would page through the whole city), each valid. */
const validateSearch = (values: Values) =>
  Object.keys(filterFields(values)).length > 0
    ? validateListFilters(values)
    : { propertyUniqueId: NO_CRITERIA_MESSAGE };

/** SPEC section 5, property lookup form: all five details are required. */
const validateLookup = validateWith(propertyLookupSchema);

function SearchButton() {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 1 }}>
      {translate('ptax.action.search', { _: 'Search' })}
    </Button>
  );
}

/** Any of property ID, owner name (spelling tolerant), mobile number and ward. */
function QuickSearch({ onSearch }: { onSearch: (filter: Record<string, string>) => void }) {
  const translate = useTranslate();
  const wards = useWards(undefined, { allWithoutZone: true });
  return (
    <Form onSubmit={(values: Values) => onSearch(filterFields(values))} validate={validateSearch} noValidate>
      <Box role="search" aria-label={translateText(translate, 'Search Property')} sx={{ width: '100%' }}>
        <Grid container columnSpacing={2}>
          <Cell>
            <FormTextInput source="propertyUniqueId" label="Property ID" />
          </Cell>
          <Cell>
            <FormTextInput source="ownerName" label="Owner Name" hint={OWNER_NAME_HINT} />
          </Cell>
          <Cell>
            <FormTextInput source="mobileNumber" label="Mobile Number" />
          </Cell>
          <Cell>
            <FormSelectInput source="wardId" label="Ward" choices={wards.data} />
          </Cell>
        </Grid>
        <SearchButton />
      </Box>
    </Form>
  );
}

/** The property lookup of SPEC section 5: a citizen at the counter gives all five details. */
function PropertyLookup({ onSearch }: { onSearch: (filter: Record<string, string>) => void }) {
  const translate = useTranslate();
  return (
    <Form onSubmit={(values: Values) => onSearch(filterFields(values))} validate={validateLookup} noValidate>
      <Box role="search" aria-label={translateText(translate, 'Property Lookup')} sx={{ width: '100%' }}>
        <Grid container columnSpacing={2}>
          <Cell>
            <FormTextInput source="propertyUniqueId" label="Property ID" required />
          </Cell>
          <Cell>
            <FormTextInput source="ownerName" label="Owner Name" required />
          </Cell>
          <Cell>
            <FormTextInput source="fatherHusbandName" label="Father / Husband Name" required />
          </Cell>
          <Cell>
            <FormTextInput source="mobileNumber" label="Mobile Number" required />
          </Cell>
          <Cell>
            <FormTextInput source="houseNumber" label="House Number" required />
          </Cell>
        </Grid>
        <SearchButton />
      </Box>
    </Form>
  );
}

/**
 * The operators' Home (/operators/search-property): find a property by ID, owner name, mobile or
 * ward, or look it up by all its owner's details, with POST properties/paginated; each result links
 * to its ARV page.
 */
export default function OperatorsSearchProperty() {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const [mode, setMode] = useState<'search' | 'lookup'>('search');
  const [filter, setFilter] = useState<Record<string, string>>({});
  const switchTo = (next: 'search' | 'lookup') => {
    setMode(next);
    setFilter({});
  };
  return (
    <PropertyApiProvider>
      <Title title={t('Search Property')} />
      <Card sx={{ mt: 2 }}>
        <Tabs value={mode} onChange={(_, next) => switchTo(next)} aria-label={t('Search Property')}>
          <Tab value="search" label={t('Search Property')} />
          <Tab value="lookup" label={t('Property Lookup')} />
        </Tabs>
        <CardContent>
          {mode === 'search' ? <QuickSearch onSearch={setFilter} /> : <PropertyLookup onSearch={setFilter} />}
        </CardContent>
      </Card>
      {Object.keys(filter).length > 0 ? <SearchResults filter={filter} /> : null}
    </PropertyApiProvider>
  );
}
