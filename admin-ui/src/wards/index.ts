export { default as WardList } from './WardList';
export { WardCreate } from './WardCreate';
export { WardEdit } from './WardEdit';
export { WardInputs } from './WardInputs';
export { WardSelectInput, wardLabel } from './WardSelectInput';
