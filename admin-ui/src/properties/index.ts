// Properties: the register's list with details, Add Property, Edit Property and Edited Properties.
export { default as PropertyList } from './PropertyList';
export { default as PropertyCreate } from './PropertyCreate';
export { default as PropertyEdit } from './PropertyEdit';
export { default as EditedPropertyList } from './EditedPropertyList';
export { PropertyInputs } from './PropertyInputs';
export { PropertyDetails } from './PropertyDetails';
