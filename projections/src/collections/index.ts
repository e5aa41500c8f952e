export { collectionsProjection, applyCollectionEvent } from './projection';
export { createCollectionTables, type CollectionTable } from './tables';
export { daysOfFinancialYear, type CollectionFilters } from './filters';
export {
  addFigures,
  collectionFigures,
  COLLECTION_HEADS,
  noCollection,
  type CollectionFigures,
  type CollectionHead,
  type HeadCollection,
} from './figures';
export { collectionsByPlace, placesOf, type PlaceCollection } from './placeReports';
export { collectionsByRi, type RiCollection } from './riReport';
export { receiptRegister, registerTotals, type RegisterLine, type RegisterTotals } from './register';
export { collectionByDemandYear } from './demandYears';
export { aggregatesFor, type CollectionGrouping } from './levels';
