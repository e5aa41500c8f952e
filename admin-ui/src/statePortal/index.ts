// Push data: a day's collections to the state portal e-Nagar Sewa (route adminPushData).
export { default as PushDataPage } from './PushDataPage';
