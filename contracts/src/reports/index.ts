export * from './table';
export * from './collections';
export * from './dcb';
export * from './cells';
