import { given } from '../../eventsourcing/givenWhenThen';
import { zoneDecider, type AddZone } from './decide';

const AT = '2026-04-01T05:00:00.000Z';
const add: AddZone = {
  type: 'AddZone',
  zoneId: 'z1',
  cityId: 'lucknow',
  zoneNo: 7,
  cityExists: true,
  zoneNoTaken: false,
  at: AT,
};
const added = {
  type: 'ZoneAdded',
  version: 1,
  data: { zoneId: 'z1', cityId: 'lucknow', zoneNo: 7, name: 'Zone 7', addedAt: AT },
};

describe('zone decisions', () => {
  it("adds a zone, named 'Zone {number}' when no name is given", () => {
    given(zoneDecider, []).when(add).then([added]);
  });

  it('keeps the name it is given', () => {
    given(zoneDecider, [])
      .when({ ...add, name: 'Zone 7 - Bakshi Ka Talab' })
      .then([{ ...added, data: { ...added.data, name: 'Zone 7 - Bakshi Ka Talab' } }]);
  });

  it('refuses a zone number the city already has', () => {
    given(zoneDecider, [])
      .when({ ...add, zoneNoTaken: true })
      .thenThrows('Zone 7 already exists in this city');
  });

  it('refuses a city that does not exist', () => {
    given(zoneDecider, [])
      .when({ ...add, cityExists: false })
      .thenThrows('City does not exist');
  });

  it('refuses to add the same zone twice', () => {
    given(zoneDecider, [added]).when(add).thenThrows('This zone already exists');
  });
});
