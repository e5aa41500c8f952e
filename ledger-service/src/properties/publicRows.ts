// What an anonymous caller may see of a property (the public search and lookup): the owner and the
// address, the mobile number masked, never an email address (even masked, it names the person),
// the documents or who changed what.
import type { PropertyRow } from '@ptax/projections';
import type { PlaceNames } from './places';

/** '9876543210' -> '******3210'. */
export const maskMobile = (mobile: string | null) =>
  mobile ? `${'*'.repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-4)}` : null;

export function publicRow(row: PropertyRow & Partial<PlaceNames>) {
  return {
    id: row.id,
    propertyUniqueId: row.propertyUniqueId,
    ownerName: row.ownerName,
    fatherName: row.fatherName,
    husbandName: row.husbandName,
    propertyAddress: row.propertyAddress,
    houseNumber: row.houseNumber,
    mobileNumber: maskMobile(row.mobileNumber),
    zoneId: row.zoneId,
    wardId: row.wardId,
    mohallaId: row.mohallaId,
    zoneNo: row.zoneNo ?? null,
    zoneName: row.zoneName ?? null,
    wardNo: row.wardNo ?? null,
    wardName: row.wardName ?? null,
    mohallaName: row.mohallaName ?? null,
    houseCategory: row.houseCategory,
    oldPropertyTaxId: row.oldPropertyTaxId,
    status: row.status,
  };
}
