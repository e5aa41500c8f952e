// What the types the logs know well add to the general description of an event (describe.ts).
import { beforeAfter } from '../properties/handlers';
import type { LogDescription } from './describe';
import { fieldChanges, isObject, text, texts, type Data } from './plain';

const OWNER_FIELDS = ['ownerName', 'fatherName', 'husbandName', 'mobileNumber', 'emailId'];

/** What a type adds to the general description; `replaceDetails` drops the general details. */
export type Specific = (data: Data) => Partial<LogDescription> & { replaceDetails?: boolean };

/** The file kinds an upload replaced ('buildingImageFrontId' -> 'buildingImageFront'), never the stored keys. */
const uploadedFiles = (data: Data) =>
  Object.keys(data)
    .filter((key) => key !== 'propertyUniqueId' && key.endsWith('Id') && text(data[key]))
    .map((key) => key.slice(0, -2));

export const SPECIFIC: Record<string, Specific> = {
  // Edits recorded before `previous` was kept: the fields with what they became.
  PropertyEdited: (d) =>
    isObject(d.changes) ? fieldChanges(isObject(d.previous) ? d.previous : {}, d.changes) : {},
  OwnerDetailsUpdated: (d) => {
    const after = Object.fromEntries(OWNER_FIELDS.map((key) => [key, d[key] ?? null]));
    const before = isObject(d.previous) ? d.previous : {};
    return { changes: beforeAfter(before, after, OWNER_FIELDS) };
  },
  FloorsReplaced: (d) => ({
    changes: {
      floors: { before: Array.isArray(d.previousFloors) ? d.previousFloors : null, after: d.floors },
    },
  }),
  BuildingImagesUpdated: (d) => ({ details: { files: uploadedFiles(d) } }),
  PropertyRegistered: (d) => {
    const details = isObject(d.details) ? d.details : {};
    const splitFrom = text(d.splitFromPropertyUniqueId);
    return {
      relatedPropertyIds: splitFrom ? [splitFrom] : [],
      details: {
        ownerName: text(details.ownerName),
        houseNumber: text(details.houseNumber),
        floors: Array.isArray(d.floors) ? d.floors.length : 0,
        ...(splitFrom ? { splitFromPropertyUniqueId: splitFrom } : {}),
      },
    };
  },
  // The owner the request would put on the register, against the one there when it was made; its
  // reason is a code (sale, gift...) the screens name, not a remark.
  MutationRequested: (d) => ({
    reason: null,
    changes: beforeAfter(isObject(d.previousOwner) ? d.previousOwner : {}, isObject(d.owner) ? d.owner : {}, [
      'ownerName',
      'fatherName',
      'husbandName',
    ]),
  }),
  PaymentShiftedOut: (d) => ({ relatedPropertyIds: texts([d.toPropertyUniqueId]) }),
  PaymentShiftedIn: (d) => ({ relatedPropertyIds: texts([d.fromPropertyUniqueId]) }),
  // What the parent kept of its plot and floors; the new properties have their own rows.
  PropertySplit: (d) => {
    const before = isObject(d.previous) ? d.previous : {};
    const after = isObject(d.remains) ? d.remains : {};
    return {
      relatedPropertyIds: texts(d.newPropertyUniqueIds),
      changes: beforeAfter(before, after, ['plotArea', 'floors']),
    };
  },
  // One row per job: what the job issued, not each property's notice.
  NoticeIssued: (d) => {
    const job = text(d.jobId);
    if (!job) return {};
    const { noticeType, financialYear, noticeDate, payBy, language } = d;
    return {
      group: `noticeJob-${job}`,
      propertyUniqueId: null,
      details: { noticeType, financialYear, noticeDate, payBy, language },
      replaceDetails: true,
    };
  },
};
