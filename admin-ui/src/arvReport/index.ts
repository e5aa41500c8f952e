// ARV reports (route reportsArv): properties by ARV band and by category.
export { default as ArvReport } from './ArvReport';
