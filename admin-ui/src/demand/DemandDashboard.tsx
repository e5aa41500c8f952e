import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import { Box, Card, CardContent, Grid } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, Form, Title, useNotify, useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { useHttp } from '../properties/api';
import { FormSelectInput, WithValues } from '../properties/formInputs';
import { GeographyInputs } from '../properties/GeographyInputs';
import { SubmitButton } from '../payments/SubmitButton';
import { useServerSubmit } from '../payments/submit';
import {
  financialYearChoices,
  isWholeCity,
  raiseResultOf,
  scopeOf,
  type DemandScope,
  type RaiseResult,
} from './demandApi';
import { DemandTotals, ExcelRaise, RaiseResultPanel } from './DemandPanels';
import { DemandYearFigures } from './DemandYearFigures';

type Row = Record<string, unknown>;

function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 3 }}>{children}</Grid>;
}

const WHOLE_CITY_TEXT =
  'Every assessed property of the city gets its demand for %{year}. This can take a while.';

const validateYear = (values: Row) =>
  values.financialYear ? {} : { financialYear: 'Financial year is required' };

/**
 * The demand dashboard (/demand/dashboard): the year's totals over the city, a zone, a ward or a
 * mohalla (GET taxDemands/fetchUpdatedTotals), and "Raise demand" for the same place (POST
 * taxDemands/bulkDemandBill; the whole city only after a confirmation) or from a spreadsheet.
 */
export default function DemandDashboard() {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const http = useHttp();
  const notify = useNotify();
  const years = financialYearChoices();
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<RaiseResult | null>(null);
  const [confirming, setConfirming] = useState<DemandScope | null>(null);
  const [raising, setRaising] = useState(false);

  const done = (raised: RaiseResult) => {
    setResult(raised);
    setVersion((v) => v + 1);
  };
  const raise = async (scope: DemandScope) => {
    const reply = await http<{ data?: Row }>('/taxDemands/bulkDemandBill', { method: 'POST', body: scope });
    done(raiseResultOf(reply.json?.data ?? {}));
  };
  const submit = useServerSubmit(async (values: Row) => {
    const scope = scopeOf(values);
    setResult(null);
    if (isWholeCity(scope)) setConfirming(scope);
    else await raise(scope);
  });
  const raiseCity = async () => {
    if (!confirming) return;
    setRaising(true);
    try {
      await raise(confirming);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setRaising(false);
      setConfirming(null);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('Demand')} />
      <Form
        defaultValues={{ financialYear: years[1].id }}
        onSubmit={submit}
        validate={validateYear}
        noValidate
      >
        <Card sx={{ width: '100%' }}>
          <CardContent>
            <SectionHeading>{t('Demand')}</SectionHeading>
            <Grid container columnSpacing={2}>
              <Cell>
                <FormSelectInput source="financialYear" label="Financial Year" choices={years} required />
              </Cell>
              <WithValues>
                {(values) => (
                  <GeographyInputs
                    zoneId={values.zoneId}
                    wardId={values.wardId}
                    Cell={Cell}
                    required={false}
                  />
                )}
              </WithValues>
            </Grid>
            <SubmitButton label="Raise demand" icon={<PlaylistAdd />} />
          </CardContent>
        </Card>
        <WithValues>{(values) => <DemandTotals scope={scopeOf(values)} version={version} />}</WithValues>
        <WithValues>{(values) => <DemandYearFigures key={version} scope={scopeOf(values)} />}</WithValues>
        <WithValues>
          {(values) => <ExcelRaise financialYear={String(values.financialYear ?? '')} onDone={done} />}
        </WithValues>
      </Form>
      {result ? <RaiseResultPanel result={result} /> : null}
      <Confirm
        isOpen={confirming !== null}
        loading={raising}
        title={t('Raise demand for the whole city?')}
        content={translate(WHOLE_CITY_TEXT, { _: WHOLE_CITY_TEXT, year: confirming?.financialYear ?? '' })}
        onConfirm={raiseCity}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
