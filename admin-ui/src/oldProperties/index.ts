// Old Properties (route propertiesOld): the old register, the PTIN look-up and a new old record.
export { default as OldPropertyList } from './OldPropertyList';
export { OldPropertyCreate } from './OldPropertyCreate';
export { OldPropertyInputs } from './OldPropertyInputs';
