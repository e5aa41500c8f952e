export * from './table';
export * from './collections';
export * from './collectionDashboard';
export * from './demandYear';
export * from './dcb';
export * from './propertyReports';
export * from './cells';
