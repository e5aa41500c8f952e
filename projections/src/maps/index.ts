export {
  mapExtent,
  pointsOf,
  propertyPoints,
  wardAreas,
  PAYMENT_STATUSES,
  type BoundingBox,
  type MapQuery,
  type PaymentStatus,
  type PropertyPoint,
  type WardArea,
} from './layers';
