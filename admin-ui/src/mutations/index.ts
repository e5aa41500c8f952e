// Mutations (route `mutations`): the lists by status with filters, the details with documents and
// fee, approve / reject, the raise form, and the acknowledgement and certificate.
export { default as MutationsPage } from './MutationsPage';
