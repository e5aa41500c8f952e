// Jalkal edit requests: the water department's dashboard, and the request staff raise from a property.
export { default as JalkalDashboard } from './JalkalDashboard';
export { RaiseRequestButton } from './RaiseRequestButton';
