export { default as ArvCalculator, ArvBreakdown } from './ArvCalculator';
export { FloorTable, TaxTable } from './ArvTables';
export { useCalculatedTax } from './useCalculatedTax';
