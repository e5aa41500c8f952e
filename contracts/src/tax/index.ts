// The tax engine: browser-safe, so the citizen app can preview what the server will charge.
export * from './types';
export * from './ruleSet';
export * from './assess';
export * from './rounding';
export * from './format';
export { floorLabel } from './explain';
export * from './present';
export * from './events';
export * from './categories';
export * from './preview';
export * from './years';
export * from './interest';
