export * from './loginTypes';
export * from './tokenExpiry';
export * from './guards';
export * from './routes';
export * from './menu';
export * from './api';
export * from './session';
export * from './apiSchemas';
