export { default as DiscountList, criteriaText } from './DiscountList';
export { DiscountCreate } from './DiscountCreate';
export { DiscountEdit } from './DiscountEdit';
export { DiscountInputs } from './DiscountInputs';
