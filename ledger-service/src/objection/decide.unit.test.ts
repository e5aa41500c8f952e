import { given } from '../eventsourcing/givenWhenThen';
import { objectionDecider } from './decide';
import { objectionNumber } from './objection';

const AT = '2026-11-22T10:00:00.000Z';
const ID = 'OBJ-2026-27-000001';
const PID = 'P0000000000000001';
const uploaded = {
  type: 'ObjectionUploaded',
  version: 1,
  data: {
    objectionId: ID,
    propertyUniqueId: PID,
    uploaderType: 'operator',
    description: 'The plot is smaller',
    documentIds: ['objection-documents/x'],
    documentNames: ['survey.pdf'],
    objectionAt: '2026-11-20T00:00:00+05:30',
    uploadedAt: AT,
  },
};
const rejected = {
  type: 'ObjectionRejected',
  version: 1,
  data: { objectionId: ID, reason: 'No proof', rejectedAt: AT },
};
const resolved = {
  type: 'ObjectionResolved',
  version: 1,
  data: {
    objectionId: ID,
    propertyUniqueId: PID,
    remarks: 'Plot measured',
    reassessed: true,
    resolvedAt: AT,
  },
};
const correction = { kind: 'edit' as const, changes: { plotArea: 900 } };
const decided = {
  type: 'ObjectionResolutionDecided',
  version: 1,
  data: { objectionId: ID, propertyUniqueId: PID, remarks: 'Plot measured', correction, decidedAt: AT },
};
const decide = {
  type: 'DecideResolution' as const,
  propertyUniqueId: PID,
  remarks: 'Plot measured',
  correction,
  at: AT,
};
const resolve = { type: 'ResolveObjection' as const, reassessed: true };

describe('objection decisions', () => {
  it('uploads an objection once under its number, with its documents', () => {
    const upload = {
      type: 'UploadObjection' as const,
      objectionId: ID,
      propertyUniqueId: PID,
      uploaderType: 'operator' as const,
      description: 'The plot is smaller',
      documents: [{ id: 'objection-documents/x', name: 'survey.pdf' }],
      objectionAt: '2026-11-20T00:00:00+05:30',
      at: AT,
    };
    given(objectionDecider, []).when(upload).then([uploaded]);
    given(objectionDecider, [uploaded]).when(upload).thenThrows('This objection number is already taken');
  });

  it('rejects a pending objection with the reason, and only once', () => {
    const reject = { type: 'RejectObjection' as const, reason: 'No proof', at: AT };
    given(objectionDecider, [uploaded]).when(reject).then([rejected]);
    given(objectionDecider, [uploaded, rejected]).when(reject).thenThrows('already been rejected');
    given(objectionDecider, [uploaded, decided]).when(reject).thenThrows('already been resolved');
    given(objectionDecider, []).when(reject).thenThrows('Objection not found');
  });

  it('decides to resolve a pending objection of the same property, with its correction', () => {
    given(objectionDecider, [uploaded]).when(decide).then([decided]);
    given(objectionDecider, [uploaded, decided]).when(decide).thenThrows('already been resolved');
    given(objectionDecider, [uploaded, rejected]).when(decide).thenThrows('already been rejected');
    given(objectionDecider, [uploaded])
      .when({ ...decide, propertyUniqueId: 'P0000000000000002' })
      .thenThrows('raised against another property');
  });

  it('completes a decided resolution once, as of the decision, saying whether the property was reassessed', () => {
    given(objectionDecider, [uploaded, decided]).when(resolve).then([resolved]);
    given(objectionDecider, [uploaded, decided, resolved]).when(resolve).then([]);
    given(objectionDecider, [uploaded]).when(resolve).thenThrows('This objection has not been resolved');
  });

  it('numbers objections per financial year with six digits', () => {
    expect(objectionNumber('2026-27', 42)).toBe('OBJ-2026-27-000042');
  });
});
