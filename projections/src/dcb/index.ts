export { dcbProjection } from './projection';
export { createDcbTables, type DcbTable } from './tables';
export { addDcb, DCB_FIGURES, noDcb, type DcbFigures, type DcbFiguresByHead, type DcbHead } from './figures';
export { dcbFigures, dcbPropertyPage, firstDayOf, type DcbGrouping, type DcbQuery } from './queries';
