export { ReportPage, ReportSection } from './ReportPage';
export { ReportTable } from './ReportTable';
export { ReportExportButtons } from './ReportExportButtons';
export { ReportFilterForm, type ReportFilterName } from './ReportFilterForm';
export { ReportBarChart, type ChartSeries } from './ReportBarChart';
export { useReport, reportQuery, type ReportAnswer } from './useReport';
export { useReportLanguage } from './language';
