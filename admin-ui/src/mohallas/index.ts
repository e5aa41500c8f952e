export { default as MohallaList } from './MohallaList';
export { MohallaCreate } from './MohallaCreate';
export { MohallaEdit } from './MohallaEdit';
export { MohallaInputs } from './MohallaInputs';
