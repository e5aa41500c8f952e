// Defaulters (route reportsDefaulters): the defaulters list, its recovery notices, the property reports.
export { default as DefaultersPage } from './DefaultersPage';
