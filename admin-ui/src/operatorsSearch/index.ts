// The operators' property search (route operatorsSearchProperty), their Home.
export { default as OperatorsSearchProperty } from './OperatorsSearchProperty';
