import {
  FormControl,
  FormHelperText,
  OutlinedInput,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ROAD_RATE_CATEGORIES, ROAD_WIDTH_GROUPS } from '@ptax/contracts';
import { useInput, useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { errorText } from '../zones';
import { CONSTRUCTION_LABELS, RATE_UNIT, ROAD_WIDTH_LABELS } from './rates';

function RateInput({ source, label }: { source: string; label: string }) {
  const { field, fieldState, formState } = useInput({ source, isRequired: true });
  const translate = useTranslate();
  const message = errorText(fieldState.error);
  const shown = (fieldState.isTouched || formState.isSubmitted) && message ? message : null;
  return (
    <FormControl error={shown !== null} size="small" fullWidth>
      <OutlinedInput
        name={field.name}
        value={field.value === undefined || field.value === null ? '' : String(field.value)}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        placeholder="0.00"
        inputProps={{ 'aria-label': label, inputMode: 'decimal', 'aria-invalid': shown !== null }}
      />
      {shown ? <FormHelperText>{translateText(translate, shown)}</FormHelperText> : null}
    </FormControl>
  );
}

/** The twelve rates of a mohalla, three road widths by four construction types, in rupees. */
export function RateGrid() {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('Monthly rental rates')} ({t(RATE_UNIT)})
      </Typography>
      <Table size="small" aria-label={t('Monthly rental rates')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Road width')}</TableCell>
            {ROAD_RATE_CATEGORIES.map((type) => (
              <TableCell key={type}>{t(CONSTRUCTION_LABELS[type])}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ROAD_WIDTH_GROUPS.map((group) => (
            <TableRow key={group}>
              <TableCell component="th" scope="row">
                {t(ROAD_WIDTH_LABELS[group])}
              </TableCell>
              {ROAD_RATE_CATEGORIES.map((type) => (
                <TableCell key={type} sx={{ verticalAlign: 'top' }}>
                  <RateInput
                    source={`${group}.${type}`}
                    label={`${t(CONSTRUCTION_LABELS[type])}, ${t(ROAD_WIDTH_LABELS[group])}`}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
