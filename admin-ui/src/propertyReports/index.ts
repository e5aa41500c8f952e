// The property reports' tabs (properties/propertyWise, summaryProperties, taxSummary).
export { PropertyReportTab } from './PropertyReportTab';
