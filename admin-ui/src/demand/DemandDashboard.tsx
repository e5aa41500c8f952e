import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import { Box, Card, CardContent, Grid } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Confirm, Form, Title, useNotify, useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { useHttp, useLoaded } from '../properties/api';
import { FormSelectInput, WithValues } from '../properties/formInputs';
import { GeographyInputs } from '../properties/GeographyInputs';
import { SubmitButton } from '../payments/SubmitButton';
import { useServerSubmit } from '../payments/submit';
import {
  isWholeCity,
  raisableYearChoices,
  raiseResultOf,
  scopeOf,
  type DemandRunCount,
  type DemandRunCounts,
  type DemandScope,
  type RaiseResult,
} from './demandApi';
import { DemandTotals, ExcelRaise, RaiseResultPanel } from './DemandPanels';
import { DemandYearFigures } from './DemandYearFigures';

type Row = Record<string, unknown>;

function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 3 }}>{children}</Grid>;
}

/** A run about to start: where, and what the server counted it would bill. */
interface PendingRun {
  scope: DemandScope;
  count: DemandRunCount;
}

/** What the confirmation says: how many properties, which year, where, and what is skipped. */
function RunConfirmation({ run }: { run: PendingRun }) {
  const translate = useTranslate();
  const { count, scope } = run;
  const n = (value: number) => value.toLocaleString('en-IN');
  const lines = [
    translate('ptax.nav.demand.confirmPlace', {
      place: translate(isWholeCity(scope) ? 'ptax.nav.demand.wholeCity' : 'ptax.nav.demand.chosenPlace'),
      properties: n(count.properties),
    }),
    translate('ptax.nav.demand.confirmNew', { count: n(count.toRaise), year: count.financialYear }),
    translate('ptax.nav.demand.confirmHave', { count: n(count.raised) }),
    translate('ptax.nav.demand.confirmNotAssessed', { count: n(count.properties - count.assessed) }),
  ];
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Box>
  );
}

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
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<RaiseResult | null>(null);
  const [confirming, setConfirming] = useState<PendingRun | null>(null);
  const [raising, setRaising] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  // The city's counts decide the years offered; `version` reads them again after a run.
  const cityCounts = useLoaded<DemandRunCounts | null>(
    `runCount#${version}`,
    async () => (await http<{ data?: DemandRunCounts }>('/taxDemands/runCount')).json?.data ?? null,
    null,
  );
  const years = raisableYearChoices(cityCounts.data);

  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [result]);

  const done = (raised: RaiseResult) => {
    setResult(raised);
    setVersion((v) => v + 1);
    const failed = Array.isArray(raised.failed) ? raised.failed.length : raised.failed;
    notify('ptax.nav.demand.done', {
      type: failed > 0 ? 'warning' : 'success',
      messageArgs: {
        year: raised.financialYear ?? '',
        raised: (raised.raised + raised.replaced).toLocaleString('en-IN'),
        skipped: (raised.unchanged + raised.notAssessed + failed).toLocaleString('en-IN'),
      },
    });
  };
  const raise = async (scope: DemandScope) => {
    const reply = await http<{ data?: Row }>('/taxDemands/bulkDemandBill', { method: 'POST', body: scope });
    done(raiseResultOf(reply.json?.data ?? {}));
  };
  // Every run is confirmed with the server's count of what it would bill, for the chosen year.
  const submit = useServerSubmit(async (values: Row) => {
    const scope = scopeOf(values);
    setResult(null);
    const { financialYear, ...place } = scope;
    const reply = await http<{ data?: DemandRunCounts }>('/taxDemands/runCount', { query: { ...place } });
    const count = reply.json?.data?.years.find((row) => row.financialYear === financialYear);
    if (!count) throw new Error(translate('ptax.nav.demand.yearNotOffered', { year: financialYear }));
    setConfirming({ scope, count });
  });
  const confirmRun = async () => {
    if (!confirming) return;
    setRaising(true);
    try {
      await raise(confirming.scope);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setRaising(false);
      setConfirming(null);
    }
  };

  return (
    // minWidth 0: the page never grows wider than the window for a table's sake (its box scrolls instead).
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={t('Raise demand')} />
      <Form
        defaultValues={{ financialYear: years[0].id }}
        onSubmit={submit}
        validate={validateYear}
        noValidate
      >
        <Card sx={{ width: '100%' }}>
          <CardContent>
            <SectionHeading>{t('Raise demand')}</SectionHeading>
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
        <Box ref={resultRef}>{result ? <RaiseResultPanel result={result} /> : null}</Box>
        <WithValues>{(values) => <DemandTotals scope={scopeOf(values)} version={version} />}</WithValues>
        <WithValues>{(values) => <DemandYearFigures key={version} scope={scopeOf(values)} />}</WithValues>
        <WithValues>
          {(values) => <ExcelRaise financialYear={String(values.financialYear ?? '')} onDone={done} />}
        </WithValues>
      </Form>
      <Confirm
        isOpen={confirming !== null}
        loading={raising}
        title={translate('ptax.nav.demand.confirmTitle', {
          year: confirming?.count.financialYear ?? '',
          count: (confirming?.count.toRaise ?? 0).toLocaleString('en-IN'),
        })}
        content={confirming ? <RunConfirmation run={confirming} /> : null}
        confirm="ptax.nav.demand.confirmButton"
        onConfirm={confirmRun}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
