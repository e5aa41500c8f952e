import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import {
  financialYearOfInstant,
  formatQuantity,
  presentAssessment,
  shiftFinancialYear,
} from '@ptax/contracts';
import { useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { FloorTable, TaxTable } from './ArvTables';
import { useCalculatedTax } from './useCalculatedTax';

const YEARS_SHOWN = 3;
const CONSTRUCTION = { rcc_rbc: 'RCC/RBC', other_pucca: 'Other pucca', kachha: 'Kachha' } as const;

/**
 * The operators' ARV calculator (/operators/arv/:propertyId): the property's floors with the ARV of
 * each and the total, and the three taxes with their explanation lines (GET properties/calculateTax).
 */
export default function ArvCalculator() {
  const { propertyId = '' } = useParams();
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('ARV Calculator')} />
      <SectionHeading>{`${t('ARV Calculator')}: ${propertyId}`}</SectionHeading>
      <ArvBreakdown propertyId={propertyId} />
    </Box>
  );
}

/** A year picker and the property's ARV and taxes explained; also shown in the property details. */
export function ArvBreakdown({ propertyId }: { propertyId: string }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const [locale] = useLocaleState();
  const current = financialYearOfInstant(Date.now());
  const [financialYear, setFinancialYear] = useState(current);
  const state = useCalculatedTax(propertyId, financialYear);
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => shiftFinancialYear(current, -i));

  return (
    <>
      <TextField
        select
        size="small"
        label={t('Financial year')}
        value={financialYear}
        onChange={(event) => setFinancialYear(event.target.value)}
        sx={{ mb: 2, minWidth: 160 }}
      >
        {years.map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      {state.status === 'loading' ? <CircularProgress aria-label={t('Loading')} /> : null}
      {state.status === 'failed' ? <Alert severity="error">{state.message}</Alert> : null}
      {state.status === 'loaded' ? (
        <>
          <Typography sx={{ mb: 2 }}>
            {[
              `${t('Road width')}: ${formatQuantity(state.data.roadWidth)} m`,
              `${t('Construction')}: ${t(CONSTRUCTION[state.data.constType])}, ${state.data.constructionYear} (${state.data.ageYears} ${t('years')})`,
              `${t('Plot area')}: ${formatQuantity(state.data.plotArea)} sq ft`,
              `${t('Rule set version')}: ${state.data.ruleSetVersion}`,
            ].join(' · ')}
          </Typography>
          <Results shown={presentAssessment(state.data, locale === 'hi' ? 'hi' : 'en')} t={t} />
        </>
      ) : null}
    </>
  );
}

function Results({ shown, t }: { shown: ReturnType<typeof presentAssessment>; t: (text: string) => string }) {
  return (
    <>
      {shown.metroRail ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {shown.metroRail}
        </Alert>
      ) : null}
      <Card sx={{ mb: 2, overflowX: 'auto' }}>
        <CardContent>
          <FloorTable shown={shown} t={t} />
        </CardContent>
      </Card>
      <Card sx={{ overflowX: 'auto' }}>
        <CardContent>
          <TaxTable shown={shown} t={t} />
        </CardContent>
      </Card>
    </>
  );
}
