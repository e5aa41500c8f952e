// The DCB report (route reportsDemand): demand, collection and balance as of any date, drilling from
// the city to a property's ledger.
export { default as DcbReport } from './DcbReport';
