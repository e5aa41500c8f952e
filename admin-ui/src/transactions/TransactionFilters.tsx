import { useMemo } from 'react';
import { FilterCell, FilterPanel } from '../properties/FilterPanel';
import { FormDateInput, FormSelectInput, FormTextInput } from '../properties/formInputs';
import { FormGeographyInputs } from '../properties/GeographyInputs';
import { useScreen } from './api';
import { filterStatusKey, modeKey, tk } from './texts';

/**
 * The filters of a transaction list (SPEC section 7): zone, ward and mohalla, the date range, the
 * property, transaction and receipt numbers, the status and, where a screen lists several, the mode.
 */
export function TransactionFilters() {
  const { screen } = useScreen();
  const filters = screen.filters;
  const statusChoices = useMemo(
    () =>
      (filters?.statuses ?? []).map((status) => ({
        id: status,
        name: filterStatusKey(status, filters?.modes),
      })),
    [filters],
  );
  const modeChoices = useMemo(
    () => (filters?.modes ?? []).map((mode) => ({ id: mode, name: modeKey(mode) })),
    [filters],
  );
  if (!filters) return null;
  return (
    <FilterPanel label={tk('filter.label')}>
      <FormGeographyInputs Cell={FilterCell} required={false} />
      <FilterCell>
        <FormDateInput source="startDate" label={tk('filter.fromDate')} />
      </FilterCell>
      <FilterCell>
        <FormDateInput source="endDate" label={tk('filter.toDate')} />
      </FilterCell>
      <FilterCell>
        <FormTextInput source="propertyUniqueId" label={tk('filter.propertyUniqueId')} />
      </FilterCell>
      <FilterCell>
        <FormTextInput source="transactionId" label={tk('filter.transactionId')} />
      </FilterCell>
      <FilterCell>
        <FormTextInput source="receiptNumber" label={tk('filter.receiptNumber')} />
      </FilterCell>
      <FilterCell>
        <FormSelectInput source="status" label={tk('filter.status')} choices={statusChoices} />
      </FilterCell>
      {modeChoices.length > 0 ? (
        <FilterCell>
          <FormSelectInput source="mode" label={tk('filter.mode')} choices={modeChoices} />
        </FilterCell>
      ) : null}
    </FilterPanel>
  );
}
