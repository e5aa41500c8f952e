export { default as OperatorList } from './OperatorList';
export { OperatorCreate } from './OperatorCreate';
export { OperatorInputs } from './OperatorInputs';
