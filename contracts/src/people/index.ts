// How people read the platform's codes and dates, in English and Hindi: one formatter per kind of
// value, used by both apps and the papers.
export * from './dates';
