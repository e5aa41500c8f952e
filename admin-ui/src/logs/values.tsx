import { Box } from '@mui/material';
import { isMutationReason, type LogRow } from '@ptax/contracts';
import type { ReactNode } from 'react';
import { formatPaise } from '../properties/format';
import { useLogNames } from './texts';

type Names = ReturnType<typeof useLogNames>;

/** Fields whose stored value is a code with a name: the property form's choices, a notice's, a payment's mode. */
export const CHOICE_FIELDS = new Set([
  'constType',
  'houseCategory',
  'occupancyStatus',
  'roadType',
  'rentType',
  'rentUsage',
  'type',
  'noticeType',
  'language',
  'mode',
  'kind',
  'how',
  'outcome',
  'uploaderType',
  'loginType',
]);
const PLACE_FIELDS = new Set(['zoneId', 'wardId', 'mohallaId']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A choice's name ('rcc_rbc' -> 'RCC / RBC'), or the value itself when the screen does not know it. */
const choiceText = (names: Names, value: unknown) =>
  names.translate(`ptax.logs.value.${String(value)}`, { _: String(value) });

/** One floor in a line: 'Floor 1: RCC / RBC, Residential, Rented, 600 sq ft'. */
function floorText(names: Names, floor: Record<string, unknown>): string {
  const parts = ['type', 'rentUsage', 'rentType']
    .map((key) => floor[key])
    .filter((value) => value !== undefined && value !== null && value !== '')
    .map((value) => choiceText(names, value));
  const area =
    floor.areaSqft === undefined ? [] : [names.translate('ptax.logs.floor.area', { area: floor.areaSqft })];
  return `${names.translate('ptax.logs.floor.number', { number: floor.floorNumber ?? '?' })}: ${[...parts, ...area].join(', ')}`;
}

/** A value of a change as people read it, in the screen's language: names, rupees, yes / no, floors. */
export function valueText(
  names: Names,
  row: Pick<LogRow, 'names'>,
  field: string,
  value: unknown,
): ReactNode {
  if (value === undefined || value === null || value === '') return '—';
  if (PLACE_FIELDS.has(field) && typeof value === 'string') return row.names[value] ?? value;
  if (typeof value === 'boolean') return names.translate(`ptax.logs.value.${value ? 'yes' : 'no'}`);
  if (field.endsWith('Paise') && typeof value === 'number') return formatPaise(value);
  if (CHOICE_FIELDS.has(field) || (field === 'reason' && isMutationReason(value)))
    return choiceText(names, value);
  if (field === 'files' && Array.isArray(value))
    return value.map((file) => names.field(String(file))).join(', ');
  if (Array.isArray(value) && value.every(isObject)) {
    if (value.length === 0) return names.translate('ptax.logs.floor.none');
    return (
      <Box component="span" sx={{ display: 'block' }}>
        {value.map((floor, index) => (
          <Box component="span" key={index} sx={{ display: 'block' }}>
            {floorText(names, floor)}
          </Box>
        ))}
      </Box>
    );
  }
  if (Array.isArray(value)) return value.join(', ');
  if (isObject(value)) return JSON.stringify(value);
  return String(value);
}
