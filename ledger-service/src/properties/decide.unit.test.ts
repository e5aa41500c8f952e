import type { PropertyDetails } from '@ptax/contracts';
import { given } from '../eventsourcing/givenWhenThen';
import { propertyDecider } from './decide';

const ID = '0201500700000123X';
const AT = '2026-11-22T10:00:00.000Z';
const details: PropertyDetails = {
  ownerName: 'Ramesh Kumar',
  fatherName: 'Suresh Kumar',
  propertyAddress: '12, Gomti Nagar',
  mobileNumber: '9876543210',
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm1',
  houseCategory: 'residential',
  plotArea: 1200,
  constType: 'rcc_rbc',
  roadWidth: 9,
  constructionYear: 2005,
  isMetroRailProperty: false,
  houseTaxApplicable: true,
  sewerageConnectionAvailable: true,
  waterTaxApplicable: true,
  isDisabled: false,
  isExDefensePersonalWidow: false,
};
const floor = {
  propertyPremiseId: 'p1',
  floorNumber: 0,
  rentType: 'self',
  rentUsage: 'residential',
  type: 'rcc_rbc',
  areaSqft: 850,
};
const images = { buildingImageFrontId: 'f', buildingImageRightId: 'r', buildingImageLeftId: 'l' };
const registered = {
  type: 'PropertyRegistered',
  version: 1,
  data: { propertyUniqueId: ID, details, floors: [floor], buildingImages: images, registeredAt: AT },
};
const linked = {
  type: 'OldPropertyLinked',
  version: 1,
  data: { propertyUniqueId: ID, ptinNo: 'PT123456', oldPropertyId: 'PT123456', linkedAt: AT },
};
const deleted = {
  type: 'PropertyDeleted',
  version: 1,
  data: { propertyUniqueId: ID, reason: 'Duplicate entry', requestedBy: 'Ram Prasad', deletedAt: AT },
};

describe('property decisions', () => {
  describe('when a property is registered', () => {
    it('records the details, floors and images under its new id', () => {
      given(propertyDecider, [])
        .when({ type: 'RegisterProperty', propertyUniqueId: ID, details, floors: [floor], images, at: AT })
        .then([registered]);
    });

    it('refuses an id that is already taken', () => {
      given(propertyDecider, [registered])
        .when({ type: 'RegisterProperty', propertyUniqueId: ID, details, floors: [], images, at: AT })
        .thenThrows(`Property ${ID} already exists`);
    });
  });

  describe('when a property is edited', () => {
    it('records only the changed fields, with their values before and after', () => {
      given(propertyDecider, [registered])
        .when({
          type: 'EditProperty',
          changes: { ownerName: 'Ramesh Kumar', roadWidth: 15, propertyAddress: undefined },
          at: AT,
        })
        .then([
          {
            type: 'PropertyEdited',
            version: 1,
            data: {
              propertyUniqueId: ID,
              changes: { roadWidth: 15, propertyAddress: null },
              previous: { roadWidth: 9, propertyAddress: '12, Gomti Nagar' },
              editedAt: AT,
            },
          },
        ]);
    });

    it('records nothing when nothing changed', () => {
      given(propertyDecider, [registered])
        .when({
          type: 'EditProperty',
          changes: { ownerName: 'Ramesh Kumar' },
          floors: [floor],
          images: {},
          at: AT,
        })
        .then([]);
    });

    it('replaces the floors and keeps the earlier ones in the event', () => {
      const upper = { ...floor, propertyPremiseId: 'p2', floorNumber: 1, rentType: 'rented' };
      given(propertyDecider, [registered])
        .when({ type: 'ReplaceFloors', floors: [floor, upper], at: AT })
        .then([
          {
            type: 'FloorsReplaced',
            version: 1,
            data: { propertyUniqueId: ID, floors: [floor, upper], previousFloors: [floor], replacedAt: AT },
          },
        ]);
    });

    it('keeps the other images when one view is replaced', () => {
      given(propertyDecider, [registered])
        .when({
          type: 'UpdateBuildingImages',
          images: { buildingImageLeftId: 'l2', electricityBillId: 'bill' },
          at: AT,
        })
        .then([
          {
            type: 'BuildingImagesUpdated',
            version: 1,
            data: {
              propertyUniqueId: ID,
              ...images,
              buildingImageLeftId: 'l2',
              electricityBillId: 'bill',
              updatedAt: AT,
            },
          },
        ]);
    });

    it('records the new owner with the old one', () => {
      given(propertyDecider, [registered])
        .when({
          type: 'UpdateOwnerDetails',
          owner: { ownerName: 'Sita Devi', husbandName: 'Ramesh Kumar' },
          at: AT,
        })
        .then([
          {
            type: 'OwnerDetailsUpdated',
            version: 1,
            data: {
              propertyUniqueId: ID,
              ownerName: 'Sita Devi',
              husbandName: 'Ramesh Kumar',
              previous: { ownerName: 'Ramesh Kumar', fatherName: 'Suresh Kumar', mobileNumber: '9876543210' },
              updatedAt: AT,
            },
          },
        ]);
    });

    it('refuses to change a property nobody registered', () => {
      given(propertyDecider, [])
        .when({ type: 'ReplaceFloors', floors: [], at: AT })
        .thenThrows('Property not found');
    });

    it('refuses to change a deleted property', () => {
      given(propertyDecider, [registered, deleted])
        .when({ type: 'EditProperty', changes: { roadWidth: 30 }, at: AT })
        .thenThrows('This property has been deleted');
    });
  });

  describe('when a property is matched with the old register', () => {
    const link = {
      type: 'LinkOldProperty' as const,
      ptinNo: 'PT123456',
      oldPropertyId: 'PT123456',
      arrears: { housePaise: 150000, waterPaise: 50000, sewerPaise: 0 },
      interest: { housePaise: 18000, waterPaise: 6000, sewerPaise: 0 },
      oldArvPaise: 1200000,
      at: AT,
    };

    it('carries the arrears and interest per head in paise', () => {
      const { type: _type, at: _at, ...data } = link;
      given(propertyDecider, [registered])
        .when(link)
        .then([
          { type: 'OldPropertyLinked', version: 1, data: { propertyUniqueId: ID, ...data, linkedAt: AT } },
        ]);
    });

    it('does nothing when the same record is linked again', () => {
      given(propertyDecider, [registered, linked]).when(link).then([]);
    });

    it('refuses a second record while one is linked', () => {
      given(propertyDecider, [registered, linked])
        .when({ ...link, ptinNo: 'PT999999', oldPropertyId: 'PT999999' })
        .thenThrows('already matched with PTIN PT123456');
    });

    it('removes the matching and says which record it was', () => {
      given(propertyDecider, [registered, linked])
        .when({ type: 'RemoveMatchingDetails', at: AT })
        .then([
          {
            type: 'MatchingDetailsRemoved',
            version: 1,
            data: { propertyUniqueId: ID, ptinNo: 'PT123456', oldPropertyId: 'PT123456', removedAt: AT },
          },
        ]);
    });

    it('refuses to remove a matching that is not there', () => {
      given(propertyDecider, [registered])
        .when({ type: 'RemoveMatchingDetails', at: AT })
        .thenThrows('This property has no matching details');
    });
  });

  describe('when a property is deleted', () => {
    it('records the reason and who asked', () => {
      given(propertyDecider, [registered])
        .when({ type: 'DeleteProperty', reason: 'Duplicate entry', requestedBy: 'Ram Prasad', at: AT })
        .then([deleted]);
    });

    it('refuses to delete it twice', () => {
      given(propertyDecider, [registered, deleted])
        .when({ type: 'DeleteProperty', reason: 'Duplicate entry', requestedBy: 'Ram Prasad', at: AT })
        .thenThrows('This property has been deleted');
    });
  });
});
