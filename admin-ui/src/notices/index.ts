// Notices (route propertiesNotices): bulk demand and recovery notices as background jobs, followed
// and downloaded here, and the notices issued.
export { default as NoticesPage } from './NoticesPage';
