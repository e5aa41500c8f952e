// Building blocks shared by the form schemas of SPEC section 5, in one import.
export * from './text';
export * from './contact';
export * from './numbers';
export * from './financialYear';
export * from './refinements';
