export * from './access';
export * from './errors';
export * from './eventStore';
export * from './events/staff';
