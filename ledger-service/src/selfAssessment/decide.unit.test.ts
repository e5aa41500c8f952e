import { given } from '../eventsourcing/givenWhenThen';
import { selfAssessmentDecider } from './decide';
import type { Submission } from './selfAssessment';

const AT = '2026-11-22T10:00:00.000Z';
const submission: Submission = {
  selfAssessmentId: 'SA-2026-27-000001',
  form: 'A',
  details: {
    ownerName: 'Kamla Devi',
    zoneId: 'z1',
    wardId: 'w1',
    mohallaId: 'm1',
    houseCategory: 'residential',
    isMetroRailProperty: false,
    houseTaxApplicable: true,
    sewerageConnectionAvailable: false,
    waterTaxApplicable: true,
    isDisabled: false,
    isExDefensePersonalWidow: false,
  },
  floors: [{ floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 900 }],
  buildingImages: { buildingImageFrontId: 'f', buildingImageRightId: 'r', buildingImageLeftId: 'l' },
  financialYear: '2026-27',
  arvPaise: 4_212_000,
  totalTaxPaise: 1_158_300,
  submittedAt: AT,
};
const submitted = { type: 'SelfAssessmentSubmitted', version: 1, data: submission };
const change = {
  kind: 'register' as const,
  details: submission.details,
  floors: [{ ...submission.floors[0], propertyPremiseId: 'premise-1' }],
  buildingImages: submission.buildingImages,
};
const decided = {
  type: 'SelfAssessmentAcceptanceDecided',
  version: 1,
  data: { selfAssessmentId: 'SA-2026-27-000001', propertyUniqueId: 'P1', change, decidedAt: AT },
};
const decide = { type: 'DecideAcceptance' as const, propertyUniqueId: 'P1', change, at: AT };
const accepted = {
  type: 'SelfAssessmentAccepted',
  version: 1,
  data: { selfAssessmentId: 'SA-2026-27-000001', propertyUniqueId: 'P1', acceptedAt: AT },
};
const rejected = {
  type: 'SelfAssessmentRejected',
  version: 1,
  data: { selfAssessmentId: 'SA-2026-27-000001', reason: 'Plot area does not match', rejectedAt: AT },
};

describe('self-assessment decisions', () => {
  it('takes a submission once under its number', () => {
    given(selfAssessmentDecider, []).when({ type: 'SubmitSelfAssessment', submission }).then([submitted]);
    given(selfAssessmentDecider, [submitted])
      .when({ type: 'SubmitSelfAssessment', submission })
      .thenThrows('Self-assessment SA-2026-27-000001 has already been submitted');
  });

  it('decides to accept a submitted one with the change the register will record', () => {
    given(selfAssessmentDecider, [submitted]).when(decide).then([decided]);
  });

  it('completes a decided acceptance once, as of the decision', () => {
    given(selfAssessmentDecider, [submitted, decided])
      .when({ type: 'AcceptSelfAssessment' })
      .then([accepted]);
    given(selfAssessmentDecider, [submitted, decided, accepted])
      .when({ type: 'AcceptSelfAssessment' })
      .then([]);
  });

  it('completes no acceptance that was never decided', () => {
    given(selfAssessmentDecider, [submitted])
      .when({ type: 'AcceptSelfAssessment' })
      .thenThrows('This self-assessment has not been accepted');
  });

  it('rejects a submitted one with the reason', () => {
    given(selfAssessmentDecider, [submitted])
      .when({ type: 'RejectSelfAssessment', reason: 'Plot area does not match', at: AT })
      .then([rejected]);
  });

  it('decides each one once', () => {
    given(selfAssessmentDecider, [submitted, decided])
      .when({ type: 'RejectSelfAssessment', reason: 'Too late now', at: AT })
      .thenThrows('This self-assessment is already accepted');
    given(selfAssessmentDecider, [submitted, decided])
      .when(decide)
      .thenThrows('This self-assessment is already accepted');
    given(selfAssessmentDecider, [submitted, rejected])
      .when(decide)
      .thenThrows('This self-assessment is already rejected');
  });

  it('refuses to decide one that was never submitted', () => {
    given(selfAssessmentDecider, []).when(decide).thenThrows('Self-assessment not found');
  });
});
