// How people read the platform's codes and dates, in English and Hindi: one formatter per kind of
// value, used by both apps and the papers.
export * from './words';
export * from './dates';
export * from './property';
export * from './status';
export * from './events';
export * from './actors';
export * from './staff';
