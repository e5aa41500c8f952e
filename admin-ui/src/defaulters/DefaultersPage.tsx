import { Tab, Tabs } from '@mui/material';
import { PROPERTY_REPORT_TABLES } from '@ptax/contracts';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PropertyReportTab } from '../propertyReports';
import { ReportPage } from '../reports';
import { DefaultersList } from './DefaultersList';

const VIEWS = [
  { key: 'defaulters', label: 'Defaulters' },
  { key: 'propertyWise', label: 'Property-wise dues' },
  { key: 'taxSummary', label: 'Demand by year and tax' },
  { key: 'summaryProperties', label: 'Properties by place' },
] as const;

/**
 * /reports/defaulters: the defaulters list (with the recovery notice action) and, in tabs, the
 * property reports it is read with: each property's demand, collection and balance, the demand and
 * collection by year and tax, and the properties counted by place.
 */
export default function DefaultersPage() {
  const translate = useTranslate();
  const t = (text: string) => translate(text, { _: text });
  const [view, setView] = useState<(typeof VIEWS)[number]['key']>('defaulters');
  return (
    <ReportPage title="Defaulters">
      <Tabs
        value={view}
        onChange={(_, next) => setView(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('Defaulters report views')}
      >
        {VIEWS.map(({ key, label }) => (
          <Tab key={key} value={key} label={t(label)} />
        ))}
      </Tabs>
      {view === 'defaulters' && <DefaultersList />}
      {view === 'propertyWise' && (
        <PropertyReportTab
          path="/properties/propertyWise"
          table={PROPERTY_REPORT_TABLES.propertyWise}
          paged
          note="Demand, collection and balance of each property for the financial year; balance includes interest due today."
        />
      )}
      {view === 'taxSummary' && (
        <PropertyReportTab
          path="/properties/taxSummary"
          table={PROPERTY_REPORT_TABLES.taxSummary}
          note="Every year up to the one chosen, by tax; interest and balance as of today."
        />
      )}
      {view === 'summaryProperties' && (
        <PropertyReportTab
          path="/properties/summaryProperties"
          table={PROPERTY_REPORT_TABLES.summaryProperties}
          note="The city by zone, a zone by ward, a ward by mohalla; assessed and demanded in the financial year chosen."
        />
      )}
    </ReportPage>
  );
}
