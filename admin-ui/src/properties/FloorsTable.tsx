import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { CONST_TYPE_CHOICES, RENT_TYPE_CHOICES, RENT_USAGE_CHOICES, nameOf } from './choices';
import { textOf } from './format';

type Row = Record<string, unknown>;

/** The floors / premises of a property as a table. */
export function FloorsTable({ floors }: { floors: Row[] }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  if (floors.length === 0) return <Typography variant="body2">{t('No floors recorded')}</Typography>;
  return (
    <Table size="small" aria-label={t('Floors')}>
      <TableHead>
        <TableRow>
          {['Floor', 'Rent Type', 'Rent Usage', 'Type', 'Category', 'Sub-Category', 'Area (sq ft)'].map(
            (label) => (
              <TableCell key={label}>{t(label)}</TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {floors.map((floor, index) => (
          <TableRow key={textOf(floor, 'propertyPremiseId') || index}>
            <TableCell>{textOf(floor, 'floorNumber')}</TableCell>
            <TableCell>{t(nameOf(RENT_TYPE_CHOICES, floor.rentType))}</TableCell>
            <TableCell>{t(nameOf(RENT_USAGE_CHOICES, floor.rentUsage))}</TableCell>
            <TableCell>{t(nameOf(CONST_TYPE_CHOICES, floor.type))}</TableCell>
            <TableCell>{textOf(floor, 'category')}</TableCell>
            <TableCell>{textOf(floor, 'subCategory')}</TableCell>
            <TableCell>{textOf(floor, 'areaSqft')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
