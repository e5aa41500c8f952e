import { DCB_HEAD_NAMES, DCB_HEADS, DEMAND_YEAR_TABLE } from '@ptax/contracts';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { ReportSection, ReportTable, useReport, useReportLanguage } from '../reports';
import type { DemandScope } from './demandApi';

type Figures = Record<string, number>;

/**
 * The chosen year's demand, rebate, collection, interest and balance by tax head for the place chosen
 * (GET taxDemands/totalSummary: arrears and the year's own demand, as of today), with their total;
 * the dashboard mounts it afresh after a raise.
 */
export function DemandYearFigures({ scope }: { scope: DemandScope }) {
  const translate = useTranslate();
  const { language } = useReportLanguage();
  const { answer, loading, error } = useReport(scope.financialYear ? '/taxDemands/totalSummary' : null, {
    ...scope,
  });
  const summary = answer.data as unknown as (Figures & { byHead?: Record<string, Figures> }) | undefined;
  const byHead = summary && !Array.isArray(summary) ? summary.byHead : undefined;
  const rows = byHead
    ? DCB_HEADS.map((head) => ({ name: DCB_HEAD_NAMES[head][language], ...byHead[head] }))
    : [];
  return (
    <section aria-label={translateText(translate, "The year's demand by tax head")} style={{ marginTop: 16 }}>
      <ReportSection title={`${DEMAND_YEAR_TABLE.title[language]} ${scope.financialYear}`}>
        {error ? <span role="alert">{error.message}</span> : null}
        <ReportTable
          table={DEMAND_YEAR_TABLE}
          rows={rows}
          totals={byHead ? (summary as Figures) : undefined}
          loading={loading}
        />
      </ReportSection>
    </section>
  );
}
