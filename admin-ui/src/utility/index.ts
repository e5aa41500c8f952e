// Utilities: the administrator's maintenance page (route adminUtility).
export { default as UtilityPage } from './UtilityPage';
