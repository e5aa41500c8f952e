// Objections (routes dashboardObjections, dashboardOperatorObjections, uploadObjection): the lists
// with summary, filters, export and details, Reject and Resolve, and the upload form.
export { default as ObjectionDashboard } from './ObjectionDashboard';
export { default as OperatorObjections } from './OperatorObjections';
export { default as UploadObjectionPage } from './UploadObjectionPage';
