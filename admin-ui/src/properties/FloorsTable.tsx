import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { usePeopleWords } from '../providers/i18n/names';
import { textOf } from './format';
import { categoryNamesOf, useCategories } from './geography';

type Row = Record<string, unknown>;

/** The floors / premises of a property as a table. */
export function FloorsTable({ floors }: { floors: Row[] }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const words = usePeopleWords();
  const categories = useCategories();
  const master = categoryNamesOf(categories.data);
  const named = (code: unknown, of: typeof words.category) => (categories.loading ? '' : of(master, code));
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
            <TableCell>{words.rentType(floor.rentType)}</TableCell>
            <TableCell>{words.houseCategory(floor.rentUsage)}</TableCell>
            <TableCell>{words.constType(floor.type)}</TableCell>
            <TableCell>{named(floor.category, words.category)}</TableCell>
            <TableCell>{named(floor.subCategory, words.subCategory)}</TableCell>
            <TableCell>{textOf(floor, 'areaSqft')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
