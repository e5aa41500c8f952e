// Demand: the year's totals and raising demands in bulk (route demandDashboard).
export { default as DemandDashboard } from './DemandDashboard';
