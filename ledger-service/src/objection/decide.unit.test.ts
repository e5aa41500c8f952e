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
const resolve = {
  type: 'ResolveObjection' as const,
  propertyUniqueId: PID,
  remarks: 'Plot measured',
  reassessed: true,
  at: AT,
};

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
    given(objectionDecider, [uploaded, resolved]).when(reject).thenThrows('already been resolved');
    given(objectionDecider, []).when(reject).thenThrows('Objection not found');
  });

  it('resolves a pending objection of the same property, saying whether the property was reassessed', () => {
    given(objectionDecider, [uploaded]).when(resolve).then([resolved]);
    given(objectionDecider, [uploaded, resolved]).when(resolve).thenThrows('already been resolved');
    given(objectionDecider, [uploaded, rejected]).when(resolve).thenThrows('already been rejected');
    given(objectionDecider, [uploaded])
      .when({ ...resolve, propertyUniqueId: 'P0000000000000002' })
      .thenThrows('raised against another property');
  });

  it('numbers objections per financial year with six digits', () => {
    expect(objectionNumber('2026-27', 42)).toBe('OBJ-2026-27-000042');
  });
});
