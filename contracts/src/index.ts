export * from './access';
export * from './errors';
export * from './eventStore';
export * from './events';
export * from './constants';
export * from './texts';
export * from './money';
export * from './schemas';
