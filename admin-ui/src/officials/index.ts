export { default as OfficialList } from './OfficialList';
export { OfficialCreate } from './OfficialCreate';
export { OfficialEdit } from './OfficialEdit';
export { OfficialInputs } from './OfficialInputs';
export { DeleteOfficialConfirm } from './DeleteOfficialConfirm';
