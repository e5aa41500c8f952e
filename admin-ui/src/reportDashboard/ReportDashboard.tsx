import { Box, Button, Typography } from '@mui/material';
import Refresh from '@mui/icons-material/Refresh';
import { COLLECTION_DASHBOARD_TABLES as TABLES, type ReportRow } from '@ptax/contracts';
import { useTranslate } from 'react-admin';
import { ReportBarChart, ReportPage, useReport, useReportLanguage } from '../reports';
import { formatPaise } from '../transactions/format';
import { DashboardBlock } from './DashboardBlock';
import { PeriodCards } from './PeriodCards';
import type { CollectionDashboard, DashboardRow } from './types';

const THIS_YEAR = '#1565c0';
const LAST_YEAR = '#9e9e9e';
const money = (row: DashboardRow | undefined, key: string) => formatPaise(Number(row?.[key] ?? 0));
const monthName = (row: ReportRow) => {
  const month = String((row as DashboardRow).month ?? '');
  return `${month.slice(5)}-${month.slice(0, 4)}`;
};
const best = (rows: DashboardRow[]) =>
  rows.reduce<DashboardRow | undefined>(
    (top, row) => (Number(row.amountPaise) > Number(top?.amountPaise ?? -1) ? row : top),
    undefined,
  );

/**
 * The collection dashboard (/reports/dashboard and /dashboard/reports): today and this financial year
 * against the same days last year, demand against collection by zone, collection by mode and by
 * month, the top and bottom wards and the revenue inspectors' league, each block in words, rupees,
 * a chart and a table that downloads as XLSX or PDF; one call (taxCollections/dashboard).
 */
export default function ReportDashboard() {
  const translate = useTranslate();
  const t = (text: string, options?: object) => translate(text, { _: text, ...options });
  const { language } = useReportLanguage();
  const { answer, loading, error, reload } = useReport('/taxCollections/dashboard', { lang: language });
  const d = (answer.data as unknown as CollectionDashboard | undefined) ?? undefined;
  const ready = d && !Array.isArray(d) ? d : undefined;
  const series = (thisYear: string, lastYear: string) => [
    { key: 'amountPaise', label: thisYear, color: THIS_YEAR },
    { key: 'lastYearAmountPaise', label: lastYear, color: LAST_YEAR },
  ];
  const topMode = best(ready?.modes ?? []);
  const topMonth = best(ready?.months ?? []);
  const topWard = ready?.wards[0];
  const topRi = ready?.riLeague[0];
  return (
    <ReportPage
      title="Report Dashboard"
      error={error ?? undefined}
      actions={
        <Button size="small" startIcon={<Refresh />} onClick={reload} disabled={loading}>
          {t('Refresh')}
        </Button>
      }
    >
      {ready ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('Financial year %{year}; figures in rupees as of today.', { year: ready.financialYear })}
          </Typography>
          <PeriodCards periods={ready.periods} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <DashboardBlock
              name="todayModes"
              table={TABLES.todayModes}
              rows={ready.todayModes}
              loading={loading}
              summary={t('Today: %{amount} in all.', {
                amount: money(ready.periods[0] as unknown as DashboardRow, 'amountPaise'),
              })}
              chart={
                <ReportBarChart
                  rows={ready.todayModes.filter(
                    (row) => Number(row.amountPaise) > 0 || Number(row.lastYearAmountPaise) > 0,
                  )}
                  category={(row) => String((row as DashboardRow).modeName)}
                  series={series(t('Today'), t('Same day last year'))}
                  label={t("Today's collection by mode")}
                  height={220}
                />
              }
            />
            <DashboardBlock
              name="zones"
              table={TABLES.zones}
              rows={ready.zones}
              totals={ready.totals.zones}
              loading={loading}
              summary={t('The city has collected %{collected} of a demand of %{demand}; %{balance} is due.', {
                collected: money(ready.totals.zones, 'collectedPaise'),
                demand: money(ready.totals.zones, 'demandPaise'),
                balance: money(ready.totals.zones, 'balancePaise'),
              })}
              chart={
                <ReportBarChart
                  rows={ready.zones}
                  category={(row) => String((row as DashboardRow).name)}
                  series={[
                    { key: 'demandPaise', label: t('Demand'), color: '#ef6c00' },
                    { key: 'collectedPaise', label: t('Collected against demand'), color: THIS_YEAR },
                  ]}
                  label={t('Demand and collection by zone')}
                  height={240}
                />
              }
            />
            <DashboardBlock
              name="modes"
              table={TABLES.modes}
              rows={ready.modes}
              totals={ready.totals.modes}
              loading={loading}
              summary={
                topMode && Number(topMode.amountPaise) > 0
                  ? t('Most came in by %{mode}: %{amount} of %{total} this year.', {
                      mode: String(topMode.modeName),
                      amount: money(topMode, 'amountPaise'),
                      total: money(ready.totals.modes, 'amountPaise'),
                    })
                  : t('Nothing collected yet this year.')
              }
              chart={
                <ReportBarChart
                  rows={ready.modes}
                  category={(row) => String((row as DashboardRow).modeName)}
                  series={series(t('This year'), t('Same period last year'))}
                  label={t('Collection by payment mode')}
                  height={240}
                />
              }
            />
            <DashboardBlock
              name="months"
              table={TABLES.months}
              rows={ready.months}
              totals={ready.totals.months}
              loading={loading}
              summary={
                topMonth && Number(topMonth.amountPaise) > 0
                  ? t('The best month so far is %{month}, with %{amount}.', {
                      month: monthName(topMonth),
                      amount: money(topMonth, 'amountPaise'),
                    })
                  : t('Nothing collected yet this year.')
              }
              chart={
                <ReportBarChart
                  rows={ready.months}
                  category={monthName}
                  series={series(t('This year'), t('Same month last year'))}
                  label={t('Collection by month')}
                  height={240}
                />
              }
            />
            <DashboardBlock
              name="wards"
              table={TABLES.wards}
              rows={ready.wards}
              loading={loading}
              summary={
                topWard
                  ? t('%{ward} leads the wards with %{amount} this year.', {
                      ward: String(topWard.name),
                      amount: money(topWard, 'amountPaise'),
                    })
                  : undefined
              }
            />
            <DashboardBlock
              name="riLeague"
              table={TABLES.riLeague}
              rows={ready.riLeague}
              loading={loading}
              summary={
                topRi
                  ? t('%{name} leads the revenue inspectors with %{amount} this year.', {
                      name: String(topRi.username),
                      amount: money(topRi, 'amountPaise'),
                    })
                  : t('No revenue inspector holds a ward yet.')
              }
            />
          </Box>
        </>
      ) : null}
    </ReportPage>
  );
}
