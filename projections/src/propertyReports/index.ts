// The property reports (properties/propertyWise, summaryProperties, taxSummary): reads of the ledger,
// property and assessment read models; no tables of their own.
export {
  countPropertyWise,
  propertyWise,
  propertyWiseBatches,
  type PropertyWisePage,
  type PropertyWiseRow,
} from './propertyWise';
export { taxSummary, taxSummaryTotals, type TaxHead, type TaxSummaryRow } from './taxSummary';
export {
  propertySummary,
  type PlacePropertyCounts,
  type PropertySummaryRow,
  type SummaryLevel,
} from './propertySummary';
