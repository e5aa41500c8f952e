import type { WardBoundary } from '@ptax/contracts';
import { given } from '../../eventsourcing/givenWhenThen';
import { wardDecider, type AddWard, type EditWard } from './decide';

const AT = '2026-04-01T05:00:00.000Z';
const add: AddWard = {
  type: 'AddWard',
  wardId: 'w1',
  cityId: 'lucknow',
  zoneId: 'z1',
  zone: { cityId: 'lucknow', name: 'Zone 1' },
  wardNo: 3,
  wardFullname: 'Aminabad',
  wardNoTaken: false,
  nameTaken: false,
  at: AT,
};
const added = {
  type: 'WardAdded',
  version: 1,
  data: { wardId: 'w1', cityId: 'lucknow', zoneId: 'z1', wardNo: 3, wardFullname: 'Aminabad', addedAt: AT },
};
const rename = (updatedName: string, existingName = 'Aminabad', nameTaken = false): EditWard => ({
  type: 'EditWard',
  rename: { existingName, updatedName, nameTaken },
  at: AT,
});

describe('ward decisions', () => {
  describe('when a ward is added', () => {
    it('records it in its zone', () => {
      given(wardDecider, []).when(add).then([added]);
    });

    it('refuses a zone that does not exist', () => {
      given(wardDecider, [])
        .when({ ...add, zone: null })
        .thenThrows('Zone does not exist');
    });

    it('refuses a zone of another city', () => {
      given(wardDecider, [])
        .when({ ...add, zone: { cityId: 'kanpur', name: 'Zone 1' } })
        .thenThrows('The zone belongs to another city');
    });

    it('refuses a ward number the zone already has, naming the zone', () => {
      given(wardDecider, [])
        .when({ ...add, wardNoTaken: true })
        .thenThrows('Ward number 3 already exists in Zone 1');
    });

    it('refuses a name the zone already has', () => {
      given(wardDecider, [])
        .when({ ...add, nameTaken: true })
        .thenThrows("A ward named 'Aminabad' already exists in this zone");
    });
  });

  describe('when a ward is edited', () => {
    it('records a rename with the old and the new name', () => {
      given(wardDecider, [added])
        .when(rename('Aminabad East'))
        .then([
          {
            type: 'WardRenamed',
            version: 1,
            data: { wardId: 'w1', existingName: 'Aminabad', updatedName: 'Aminabad East', renamedAt: AT },
          },
        ]);
    });

    it('renames from the name it has now, refusing a stale old name', () => {
      const renamed = {
        type: 'WardRenamed',
        version: 1,
        data: { wardId: 'w1', existingName: 'Aminabad', updatedName: 'Aminabad East', renamedAt: AT },
      };
      given(wardDecider, [added, renamed])
        .when(rename('Aminabad West'))
        .thenThrows("The ward is now named 'Aminabad East'");
    });

    it('records nothing when the ward already has the new name (a retried request)', () => {
      given(wardDecider, [added]).when(rename('Aminabad', 'Old name')).then([]);
    });

    it('refuses a new name another ward of the zone has', () => {
      given(wardDecider, [added])
        .when(rename('Hazratganj', 'Aminabad', true))
        .thenThrows("A ward named 'Hazratganj' already exists in this zone");
    });

    it('accepts the same number and zone but refuses to change them', () => {
      given(wardDecider, [added]).when({ type: 'EditWard', wardNo: 3, zoneId: 'z1', at: AT }).then([]);
      given(wardDecider, [added])
        .when({ type: 'EditWard', wardNo: 4, at: AT })
        .thenThrows('The ward number can not be changed');
      given(wardDecider, [added])
        .when({ type: 'EditWard', zoneId: 'z2', at: AT })
        .thenThrows('A ward can not be moved to another zone');
    });

    it('refuses to edit a ward that was never added', () => {
      given(wardDecider, []).when(rename('Aminabad East')).thenThrows('Ward not found');
    });
  });

  describe('when a boundary is drawn', () => {
    const square = (west: number): WardBoundary => ({
      type: 'Polygon',
      coordinates: [
        [
          [west, 26.8],
          [west + 0.01, 26.8],
          [west + 0.01, 26.81],
          [west, 26.8],
        ],
      ],
    });
    const drawn = (boundary: object, previous?: object) => ({
      type: 'WardBoundaryMapped',
      version: 1,
      data: { wardId: 'w1', boundary, ...(previous ? { previous } : {}), mappedAt: AT },
    });

    it('adds a ward with its boundary', () => {
      given(wardDecider, [])
        .when({ ...add, boundary: square(80.9) })
        .then([{ ...added, data: { ...added.data, boundary: square(80.9) } }]);
    });

    it('records a new boundary with the one it replaces, and nothing for the same one again', () => {
      given(wardDecider, [added])
        .when({ type: 'EditWard', boundary: square(80.9), at: AT })
        .then([drawn(square(80.9))]);
      given(wardDecider, [added, drawn(square(80.9))])
        .when({ type: 'EditWard', boundary: square(80.95), at: AT })
        .then([drawn(square(80.95), square(80.9))]);
      given(wardDecider, [added, drawn(square(80.9))])
        .when({ type: 'EditWard', boundary: square(80.9), at: AT })
        .then([]);
    });

    it('renames and draws in one edit', () => {
      given(wardDecider, [added])
        .when({ ...rename('Aminabad East'), boundary: square(80.9) })
        .then([
          {
            type: 'WardRenamed',
            version: 1,
            data: { wardId: 'w1', existingName: 'Aminabad', updatedName: 'Aminabad East', renamedAt: AT },
          },
          drawn(square(80.9)),
        ]);
    });
  });
});
