import { given } from '../eventsourcing/givenWhenThen';
import { oldPropertyDecider } from './decide';

const AT = '2026-11-22T10:00:00.000Z';
const zero = { housePaise: 0, waterPaise: 0, sewerPaise: 0 };
const record = { ptinNo: 'PT123456', ownerName: 'Ram Prasad', arrears: zero, interest: zero, oldTax: zero };
const recorded = {
  type: 'OldPropertyRecorded',
  version: 1,
  data: { oldPropertyId: 'PT123456', record, recordedAt: AT },
};
const matched = {
  type: 'OldPropertyMatched',
  version: 1,
  data: { oldPropertyId: 'PT123456', propertyUniqueId: 'A', matchedAt: AT },
};

describe('old property decisions', () => {
  it('records a PTIN once', () => {
    given(oldPropertyDecider, [])
      .when({ type: 'RecordOldProperty', oldPropertyId: 'PT123456', record, at: AT })
      .then([recorded]);
    given(oldPropertyDecider, [recorded])
      .when({ type: 'RecordOldProperty', oldPropertyId: 'PT123456', record, at: AT })
      .thenThrows('PTIN number PT123456 already exists');
  });

  it('lets one property at a time claim the record', () => {
    given(oldPropertyDecider, [recorded])
      .when({ type: 'MatchOldProperty', propertyUniqueId: 'A', at: AT })
      .then([matched]);
    given(oldPropertyDecider, [recorded, matched])
      .when({ type: 'MatchOldProperty', propertyUniqueId: 'A', at: AT })
      .then([]);
    given(oldPropertyDecider, [recorded, matched])
      .when({ type: 'MatchOldProperty', propertyUniqueId: 'B', at: AT })
      .thenThrows('already matched with property A');
  });

  it('releases the record only for the property that holds it', () => {
    given(oldPropertyDecider, [recorded, matched])
      .when({ type: 'UnmatchOldProperty', propertyUniqueId: 'B', at: AT })
      .then([]);
    given(oldPropertyDecider, [recorded, matched])
      .when({ type: 'UnmatchOldProperty', propertyUniqueId: 'A', at: AT })
      .then([
        {
          type: 'OldPropertyUnmatched',
          version: 1,
          data: { oldPropertyId: 'PT123456', propertyUniqueId: 'A', unmatchedAt: AT },
        },
      ]);
  });

  it('cannot match a PTIN nobody recorded', () => {
    given(oldPropertyDecider, [])
      .when({ type: 'MatchOldProperty', propertyUniqueId: 'A', at: AT })
      .thenThrows('Old property not found');
  });
});
