import { callApiList } from '../../shared/api';

// The public calls of the search page: POST properties/search (rows of
// ledger-service/src/properties/publicRows.ts, the mobile number already masked by the server) and
// the zone, ward and mohalla lists that narrow it (shared/places.ts).

export interface PropertyRow {
  id: string;
  propertyUniqueId: string;
  ownerName: string;
  fatherName: string | null;
  husbandName: string | null;
  propertyAddress: string | null;
  houseNumber: string | null;
  /** Masked by the server ('******3210'); shown masked or not at all. */
  mobileNumber: string | null;
  zoneNo: number | null;
  wardNo: number | null;
  wardName: string | null;
  mohallaName: string | null;
}

/** useLoad keys by one string: the request body travels as its JSON text. */
export const searchProperties = (body: string) =>
  callApiList<PropertyRow>('properties/search', { method: 'POST', body });
