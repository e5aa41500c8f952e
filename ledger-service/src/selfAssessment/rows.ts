// What each audience sees of a self-assessment. The citizen's status card carries no mobile number,
// email address or document: the lookup is public. Officials also get the contact details, the
// form, the floors and signed, expiring links to the documents.
import type { SelfAssessmentRow } from '@ptax/projections';
import type { FileLinks } from '../files/signedUrls';
import { storedFileLinks } from '../properties/fileLinks';
import type { PlaceNames } from '../properties/places';

export type NamedSelfAssessment = SelfAssessmentRow & PlaceNames;

export function statusOf(row: NamedSelfAssessment) {
  return {
    selfAssessmentId: row.selfAssessmentId,
    form: row.form,
    status: row.status,
    ownerName: row.ownerName,
    mohallaName: row.mohallaName,
    wardName: row.wardName,
    propertyUniqueId: row.propertyUniqueId,
    submittedAt: row.submittedAt,
    decidedAt: row.decidedAt,
    rejectionReason: row.rejectionReason,
    financialYear: row.financialYear,
    arvPaise: row.arvPaise,
    totalTaxPaise: row.totalTaxPaise,
  };
}

const DOCUMENT_NAMES: Record<string, string> = {
  buildingImageFront: 'Front view',
  buildingImageRight: 'Right view',
  buildingImageLeft: 'Left view',
  ownerId: 'Owner ID',
  landRegistryDocument: 'Land registry document',
  electricityBill: 'Electricity bill',
  disabilityDocumentProof: 'Disability document proof',
  exDefensePersonalDocumentProof: 'Ex-defence widow document proof',
};

/** `[{ id: upload field, name, url }]`, through the register's own map of where each file is kept. */
function documentsOf(row: NamedSelfAssessment, links: FileLinks) {
  const { disabilityDocumentId, exDefensePersonalDocumentId } = row.details;
  const urls = storedFileLinks(
    { images: row.buildingImages, disabilityDocumentId, exDefensePersonalDocumentId },
    links,
  );
  return Object.entries(urls).map(([key, url]) => {
    const field = key.replace(/Url$/, '');
    return { id: field, name: DOCUMENT_NAMES[field] ?? field, url };
  });
}

export function staffRowOf(row: NamedSelfAssessment, links: FileLinks) {
  const { disabilityDocumentId: _proof, exDefensePersonalDocumentId: _widowProof, ...details } = row.details;
  return {
    id: row.id,
    ...statusOf(row),
    mobileNumber: row.mobileNumber,
    emailId: row.emailId,
    zoneId: row.zoneId,
    wardId: row.wardId,
    mohallaId: row.mohallaId,
    zoneName: row.zoneName,
    wardNo: row.wardNo,
    details,
    floors: row.floors,
    documents: documentsOf(row, links),
    submittedBy: row.submittedBy,
    decidedBy: row.decidedBy,
  };
}
