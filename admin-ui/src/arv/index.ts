export { default as ArvCalculator } from './ArvCalculator';
export { FloorTable, TaxTable } from './ArvTables';
export { useCalculatedTax } from './useCalculatedTax';
